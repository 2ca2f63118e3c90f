import { BooleanField, BooleanInput, Datagrid, List, SimpleList, TextField } from "react-admin";
import type { GrowPlanRow } from "@/api/contract/growplan-admin";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

export function GrowPlanList() {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <BooleanInput key="published" source="published" />,
    <BooleanInput key="isSpecial" source="isSpecial" />,
  ];
  return (
    <List filters={filters} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<GrowPlanRow>
          primaryText={(p) => p.name}
          secondaryText={(p) => `${p.published ? "已发布" : "未发布"}${p.isSpecial ? " · 专项计划" : ""}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          <BooleanField source="published" sortable={false} />
          <BooleanField source="isSpecial" sortable={false} />
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
