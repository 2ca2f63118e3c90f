import { AutocompleteInput, Datagrid, List, ReferenceField, ReferenceInput, SelectField, SimpleList, TextField } from "react-admin";
import { GROW_TASK_KIND_LABELS, type GrowTaskKind } from "@/api/contract/growplan";
import { textChoicesOf } from "../../components/choices";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";

type Task = { id: number; title: string; kind: GrowTaskKind };

const kinds = textChoicesOf(GROW_TASK_KIND_LABELS);

export function GrowTaskList() {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <ReferenceInput key="stepId" source="stepId" reference="grow-plan-steps" alwaysOn>
      <AutocompleteInput optionText="title" />
    </ReferenceInput>,
  ];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<Task> primaryText={(t) => t.title} secondaryText={(t) => GROW_TASK_KIND_LABELS[t.kind]} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="stepId" reference="grow-plan-steps" sortable={false} />
          <TextField source="title" />
          <SelectField source="kind" choices={kinds} sortable={false} />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
