import { Datagrid, List, SimpleList, TextField } from "react-admin";
import type { CategoryRow } from "@/api/contract/admin";
import { useSmallScreen } from "./use-small-screen";

export function CategoryList() {
  const small = useSmallScreen();
  return (
    <List sort={{ field: "sort", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<CategoryRow> primaryText={(c) => c.name} secondaryText={(c) => `#${c.sort}`} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
