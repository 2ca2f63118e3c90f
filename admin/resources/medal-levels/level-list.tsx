import { AutocompleteInput, Datagrid, List, ReferenceField, ReferenceInput, SimpleList, TextField } from "react-admin";
import { useSmallScreen } from "../../components/use-small-screen";

const filters = [
  <ReferenceInput key="medalId" source="medalId" reference="medals" alwaysOn>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
];

export function LevelList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "level", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<{ id: number; level: number; number: number; score: number }>
          primaryText={(l) => `Lv.${l.level}`}
          secondaryText={(l) => `${l.number} / +${l.score}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <ReferenceField source="medalId" reference="medals" sortable={false} />
          <TextField source="level" />
          <TextField source="number" sortable={false} />
          <TextField source="score" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
