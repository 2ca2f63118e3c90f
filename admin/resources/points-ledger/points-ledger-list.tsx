import { AutocompleteInput, Datagrid, List, NumberField, ReferenceField, ReferenceInput, SimpleList, TextField } from "react-admin";
import { chinaTime } from "@/api/contract/beijing-time";
import type { PointsLedgerRow } from "@/api/contract/points-admin";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** Every change of a balance, newest first, read-only; filter by person to see one ledger. */
export function PointsLedgerList() {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
      <AutocompleteInput />
    </ReferenceInput>,
  ];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<PointsLedgerRow>
          primaryText={(r) => `${r.delta > 0 ? "+" : ""}${r.delta} · ${r.reason}`}
          secondaryText={(r) => `余额 ${r.balanceAfter}`}
          tertiaryText={(r) => chinaTime(r.createdAt)}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TimeField source="createdAt" />
          <ReferenceField source="userId" reference="users" sortable={false} />
          <NumberField source="delta" />
          <TextField source="reason" sortable={false} />
          <NumberField source="balanceAfter" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
