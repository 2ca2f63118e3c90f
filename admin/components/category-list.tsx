import { Datagrid, List, SimpleList, TextField } from "react-admin";
import { useSmallScreen } from "./use-small-screen";

type Category = { id: number; name: string; sort: number };

export function CategoryList() {
  const small = useSmallScreen();
  return (
    <List sort={{ field: "sort", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<Category> primaryText={(c) => c.name} secondaryText={(c) => `#${c.sort}`} linkType="edit" />
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
