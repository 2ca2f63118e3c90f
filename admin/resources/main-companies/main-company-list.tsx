import { Datagrid, List, SearchInput, SimpleList, TextField, useTranslate } from "react-admin";
import { useSmallScreen } from "../../components/use-small-screen";

export function MainCompanyList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate("resources.main-companies.fields.q")} />];
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
