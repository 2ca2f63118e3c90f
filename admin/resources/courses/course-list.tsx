import { BooleanField, BooleanInput, Datagrid, List, NumberField, ReferenceField, SimpleList, TextField } from "react-admin";
import type { CourseRow } from "@/api/contract/course-admin";
import { ColumnTypeField, ColumnTypeInput } from "../../components/column-type-input";
import { SearchFilter } from "../../components/search-filter";
import { StudyMinutesField } from "../../components/study-minutes-field";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <ColumnTypeInput key="columnType" />,
  <BooleanInput key="published" source="published" />,
  <BooleanInput key="isHot" source="isHot" />,
];

/** Courses with how many study them, finish them, and for how long on average. */
export function CourseList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<CourseRow> primaryText={(c) => c.title} secondaryText={(c) => `${c.learners} 人学习`} linkType="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="title" />
          <ReferenceField source="categoryId" reference="training-categories" link={false} sortable={false} emptyText="—" />
          <ColumnTypeField sortable={false} />
          <BooleanField source="isHot" sortable={false} />
          <BooleanField source="published" sortable={false} />
          <NumberField source="learners" sortable={false} />
          <NumberField source="finished" sortable={false} />
          <StudyMinutesField source="avgStudySeconds" sortable={false} />
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
