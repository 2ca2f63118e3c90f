import { AutocompleteInput, Datagrid, List, ReferenceField, ReferenceInput, SimpleList, TextField } from "react-admin";
import { useSmallScreen } from "../../components/use-small-screen";

const filters = [
  <ReferenceInput key="activityId" source="activityId" reference="activities" alwaysOn>
    <AutocompleteInput optionText="title" />
  </ReferenceInput>,
];

export function StepList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<{ id: number; title: string }> primaryText={(s) => s.title} linkType="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="activityId" reference="activities" sortable={false} />
          <TextField source="title" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
