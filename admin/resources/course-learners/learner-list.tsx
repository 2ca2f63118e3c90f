import { AutocompleteInput, Datagrid, List, NumberField, ReferenceInput, TextField, usePermissions } from "react-admin";
import { csvExporter } from "../../components/csv-exporter";
import { MobileField } from "../../components/mobile-field";
import { SearchFilter } from "../../components/search-filter";
import { StudyMinutesField } from "../../components/study-minutes-field";
import { TimeField } from "../../components/time-field";

const exporter = csvExporter({
  chineseName: "text",
  mobile: "text",
  courseTitle: "text",
  progress: "number",
  studySeconds: "number",
  startedAt: "time",
  lastStudyAt: "time",
  finishedAt: "time",
});

/** Who studies which course, how far and how long; an enterprise account sees its own company's people only. */
export function LearnerList() {
  const { permissions } = usePermissions<string[]>();
  const operator = !!permissions?.includes("operator");
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    // Only operators read the courses list; an enterprise account sees each course's title in its row.
    ...(operator
      ? [
          <ReferenceInput key="courseId" source="courseId" reference="courses" alwaysOn>
            <AutocompleteInput optionText="title" sx={{ minWidth: 240 }} />
          </ReferenceInput>,
        ]
      : []),
  ];
  return (
    <List filters={filters} sort={{ field: "lastStudyAt", order: "DESC" }} exporter={exporter}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="chineseName" sortable={false} emptyText="—" />
        <MobileField source="mobile" sortable={false} />
        <TextField source="courseTitle" sortable={false} />
        <NumberField source="progress" sortable={false} />
        <StudyMinutesField source="studySeconds" sortable={false} />
        <TimeField source="startedAt" />
        <TimeField source="lastStudyAt" emptyText="—" />
        <TimeField source="finishedAt" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}
