import { Datagrid, List, SimpleList, TextField } from "react-admin";
import { csvExporter } from "../../components/csv-exporter";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";

const exporter = csvExporter({ id: "number", name: "text" });

export function MainCompanyList() {
  const small = useSmallScreen();
  const filters = [<SearchFilter key="q" source="q" alwaysOn />];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={exporter}>
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
