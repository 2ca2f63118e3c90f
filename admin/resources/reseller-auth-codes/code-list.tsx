import { BooleanField, Datagrid, DateField, List, NumberField, SimpleList, TextField } from "react-admin";
import type { ResellerAuthCodeRow } from "@/api/contract/partner-login-admin";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";

export function ResellerCodeList() {
  const small = useSmallScreen();
  return (
    <List filters={[<SearchFilter key="q" source="q" alwaysOn />]} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<ResellerAuthCodeRow>
          primaryText={(a) => a.resellerName}
          secondaryText={(a) => `…${a.codeHint || "----"} · ${a.uses}${a.maxUses ? ` / ${a.maxUses}` : ""}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="resellerName" sortable={false} />
          <TextField source="codeHint" sortable={false} emptyText="app.reseller_auth_codes.not_issued" />
          <NumberField source="uses" />
          <NumberField source="maxUses" sortable={false} />
          <BooleanField source="enabled" sortable={false} />
          <DateField source="expiresAt" showTime emptyText="—" sortable={false} />
          <DateField source="createdAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}
