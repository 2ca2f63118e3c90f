import { Datagrid, List, SimpleList, TextField } from "react-admin";
import { chinaTime } from "@/api/contract/beijing-time";
import { MobileField } from "../../components/mobile-field";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** What the outbox SMS driver would have texted, newest first. */
export function SmsList() {
  const small = useSmallScreen();
  const filters = [<SearchFilter key="q" source="q" alwaysOn />];
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<{ id: number; areaCode: string; mobile: string; text: string; createdAt: string }>
          primaryText={(m) => `${m.areaCode} ${m.mobile}`}
          secondaryText={(m) => m.text}
          tertiaryText={(m) => chinaTime(m.createdAt)}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TimeField source="createdAt" />
          <MobileField source="mobile" />
          <TextField source="text" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
