import { Stack } from "@mui/material";
import { Datagrid, NumberField, ReferenceManyCount, ReferenceManyField, TextField, useRecordContext } from "react-admin";
import type { SpecialColumnRow } from "@/api/contract/special-admin";
import { AddChildButton } from "../../components/add-child-button";

/** The column's tabs in order; a row opens the tab, where its sessions and courses are listed and added. */
export function SpecialTabs() {
  const special = useRecordContext<SpecialColumnRow>();
  if (!special) return null;
  return (
    <Stack sx={{ alignItems: "flex-start", width: "100%" }}>
      <ReferenceManyField reference="special-column-tabs" target="specialColumnId" sort={{ field: "sort", order: "ASC" }} perPage={100}>
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>—</span>} sx={{ width: "100%" }}>
          <NumberField source="sort" />
          <TextField source="name" />
          <NumberField source="roleId" />
          <ReferenceManyCount label="app.specials.item_count" reference="special-tab-items" target="tabId" />
        </Datagrid>
      </ReferenceManyField>
      <AddChildButton
        resource="special-column-tabs"
        values={{ specialColumnId: special.id, roleId: 0, sort: 0 }}
        label="app.specials.add_tab"
      />
    </Stack>
  );
}
