import { Datagrid, List, SelectInput, SimpleList, TextField } from "react-admin";
import type { EnterpriseApplicationRow } from "@/api/contract/account-admin";
import { MobileField } from "../../components/mobile-field";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { STATUS_CHOICES, StatusChip } from "./status";

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SearchFilter key="q" source="q" alwaysOn />,
];

/** 企业认证: the waiting applications first (the api sorts status by pending or not, then oldest first). */
export function EnterpriseApplicationList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "status", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<EnterpriseApplicationRow>
          primaryText={(r) => r.companyName}
          secondaryText={(r) => `${r.chineseName} ${r.mobile}`}
          tertiaryText={() => <StatusChip />}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="companyName" sortable={false} />
          <TextField source="accountId" sortable={false} />
          <TextField source="chineseName" sortable={false} />
          <MobileField source="mobile" sortable={false} />
          <StatusChip source="status" label="resources.enterprise-applications.fields.status" />
          <TimeField source="createdAt" />
          <TimeField source="decidedAt" emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
