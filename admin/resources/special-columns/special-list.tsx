import { BooleanField, BooleanInput, Datagrid, List, NumberField, SimpleList, TextField } from "react-admin";
import type { SpecialColumnRow } from "@/api/contract/special-admin";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";

const filters = [<SearchFilter key="q" source="q" alwaysOn />, <BooleanInput key="published" source="published" />];

/** Special columns in the portal's order (sort, then newest). */
export function SpecialList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "sort", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<SpecialColumnRow>
          primaryText={(s) => s.title}
          secondaryText={(s) => (s.published ? "已上线" : "已下线")}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="title" />
          <NumberField source="sort" />
          <BooleanField source="published" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
