import { BooleanField, BooleanInput, Datagrid, List, SimpleList, TextField } from "react-admin";
import type { ActivityRow } from "@/api/contract/activity-admin";
import { chinaDay as day } from "../../components/china-time";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

export function ActivityList() {
  const small = useSmallScreen();
  const filters = [<SearchFilter key="q" source="q" alwaysOn />, <BooleanInput key="needApprove" source="needApprove" />];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<ActivityRow>
          primaryText={(a) => a.title}
          secondaryText={(a) => `${day(a.startTime)} - ${day(a.endTime)}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="title" />
          <TimeField source="startTime" />
          <TimeField source="endTime" />
          <BooleanField source="needApprove" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
