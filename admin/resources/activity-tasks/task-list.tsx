import { AutocompleteInput, Datagrid, List, ReferenceField, ReferenceInput, SelectField, SimpleList, TextField } from "react-admin";
import { TASK_KIND_LABELS, type TaskKind } from "@/api/contract/activity-admin";
import { textChoicesOf } from "../../components/choices";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";

type Task = { id: number; title: string; kind: TaskKind; score: number; url: string };

const kinds = textChoicesOf(TASK_KIND_LABELS);

export function TaskList() {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <ReferenceInput key="stepId" source="stepId" reference="activity-steps" alwaysOn>
      <AutocompleteInput optionText="title" />
    </ReferenceInput>,
  ];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<Task>
          primaryText={(t) => t.title}
          secondaryText={(t) => TASK_KIND_LABELS[t.kind]}
          tertiaryText={(t) => `+${t.score}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="stepId" reference="activity-steps" sortable={false} />
          <TextField source="title" />
          <SelectField source="kind" choices={kinds} sortable={false} />
          <TextField source="url" sortable={false} />
          <TextField source="score" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
