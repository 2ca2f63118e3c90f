import { Datagrid, List, SelectField, SelectInput, SimpleList, TextField } from "react-admin";
import { chinaTime } from "@/api/contract/beijing-time";
import { SMS_STATUS_LABELS, type SmsOutboxRow } from "@/api/contract/letters-admin";
import { textChoicesOf } from "../../components/choices";
import { MobileField } from "../../components/mobile-field";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

const statuses = textChoicesOf(SMS_STATUS_LABELS);

/** Every text, newest first: kept (outbox driver), or handed to the gateway and what it said. */
export function SmsList() {
  const small = useSmallScreen();
  const filters = [<SearchFilter key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={statuses} alwaysOn />];
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<SmsOutboxRow>
          primaryText={(m) => `${m.areaCode} ${m.mobile} · ${SMS_STATUS_LABELS[m.status]}`}
          secondaryText={(m) => m.text}
          tertiaryText={(m) => chinaTime(m.createdAt)}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TimeField source="createdAt" />
          <MobileField source="mobile" />
          <TextField source="text" sortable={false} />
          <SelectField source="status" choices={statuses} sortable={false} />
          <TextField source="error" sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
