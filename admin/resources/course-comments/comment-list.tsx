import { BooleanField, Datagrid, List, NumberField, ReferenceField, TextField } from "react-admin";
import { courseTextFilters } from "../../components/course-text-filters";
import { TimeField } from "../../components/time-field";
import { HideButton } from "./hide-button";

const filters = courseTextFilters();

/** Course comments, newest first, by course: each is hidden or shown from its row. */
export function CommentList() {
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <ReferenceField source="courseId" reference="courses" link="show" sortable={false} />
        <ReferenceField source="userId" reference="users" link={false} sortable={false} />
        <NumberField source="score" />
        <TextField source="content" sortable={false} sx={{ whiteSpace: "pre-wrap" }} />
        <BooleanField source="hidden" sortable={false} looseValue FalseIcon={null} />
        <TimeField source="createdAt" />
        <HideButton />
      </Datagrid>
    </List>
  );
}
