import { AutocompleteInput, Datagrid, List, ReferenceField, ReferenceInput, SimpleList, TextField } from "react-admin";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";

type Step = { id: number; title: string; sort: number };

export function GrowStepList() {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <ReferenceInput key="planId" source="planId" reference="grow-plans" alwaysOn>
      <AutocompleteInput optionText="name" />
    </ReferenceInput>,
  ];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<Step> primaryText={(s) => s.title} secondaryText={(s) => `排序 ${s.sort}`} linkType="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="planId" reference="grow-plans" sortable={false} />
          <TextField source="title" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
