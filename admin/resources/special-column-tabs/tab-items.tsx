import { Stack } from "@mui/material";
import { Datagrid, NumberField, ReferenceField, ReferenceManyField, useRecordContext } from "react-admin";
import type { SpecialColumnTabRow } from "@/api/contract/special-admin";
import { AddChildButton } from "../../components/add-child-button";

/** The tab's live sessions and courses in order, with 添加内容 (the tab filled in). */
export function TabItems() {
  const tab = useRecordContext<SpecialColumnTabRow>();
  if (!tab) return null;
  return (
    <Stack sx={{ alignItems: "flex-start", width: "100%", p: 2 }}>
      <ReferenceManyField reference="special-tab-items" target="tabId" sort={{ field: "sort", order: "ASC" }} perPage={200}>
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>—</span>} sx={{ width: "100%" }}>
          <NumberField source="sort" />
          <ReferenceField source="trainingId" reference="trainings" link={false} emptyText="—" />
          <ReferenceField source="courseId" reference="courses" link={false} emptyText="—" />
        </Datagrid>
      </ReferenceManyField>
      <AddChildButton resource="special-tab-items" values={{ tabId: tab.id, sort: 0 }} label="app.specials.add_item" />
    </Stack>
  );
}
