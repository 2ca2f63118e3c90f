import { Datagrid, List, SimpleList, TextField } from "react-admin";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";

export function MainCompanyList() {
  const small = useSmallScreen();
  const filters = [<SearchFilter key="q" source="q" alwaysOn />];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }}>
      {small ? (
        <SimpleList primaryText="%{name}" linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
        </Datagrid>
      )}
    </List>
  );
}
