import { Datagrid, List, ReferenceField, SelectField, SelectInput, SimpleList, TextField } from "react-admin";
import { WHERE_TYPE_LABELS } from "@/api/contract/activity-admin";
import { choicesOf } from "../../components/choices";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";

const whereTypes = choicesOf(WHERE_TYPE_LABELS);

export function MedalList() {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectInput key="whereType" source="whereType" choices={whereTypes} alwaysOn />,
  ];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<{ id: number; name: string; whereType: number }>
          primaryText={(m) => m.name}
          secondaryText={(m) => WHERE_TYPE_LABELS[m.whereType]}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          <SelectField source="whereType" choices={whereTypes} sortable={false} />
          <ReferenceField source="stepId" reference="activity-steps" emptyText="—" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
