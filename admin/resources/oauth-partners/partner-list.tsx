import { BooleanField, Datagrid, DateField, List, SimpleList, TextField } from "react-admin";
import type { OauthPartnerRow } from "@/api/contract/partner-login-admin";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";

export function PartnerList() {
  const small = useSmallScreen();
  return (
    <List filters={[<SearchFilter key="q" source="q" alwaysOn />]} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<OauthPartnerRow> primaryText={(p) => p.name} secondaryText={(p) => p.redirectUrl} linkType="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="redirectUrl" sortable={false} />
          <BooleanField source="enabled" sortable={false} />
          <BooleanField source="hasSecret" sortable={false} />
          <DateField source="createdAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}
