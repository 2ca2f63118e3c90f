import { Stack } from "@mui/material";
import {
  BooleanField,
  ChipField,
  Datagrid,
  Labeled,
  ReferenceArrayField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  useRecordContext,
} from "react-admin";
import type { GrowPlanRow } from "@/api/contract/growplan-admin";
import { AddChildButton } from "../../components/add-child-button";
import { editActions } from "../../components/edit-actions";

function AddStep() {
  const record = useRecordContext<GrowPlanRow>();
  if (!record) return null;
  return <AddChildButton resource="grow-plan-steps" values={{ planId: record.id }} label="app.grow_plans.add_step" />;
}

/** The options a list holds, or 不限 when it is empty (the plan serves any). */
function Options({ source }: { source: "postIds" | "stageIds" | "industryIds" }) {
  const record = useRecordContext<GrowPlanRow>();
  if (!record?.[source]?.length) return <span>不限</span>;
  return (
    <ReferenceArrayField source={source} reference="interest-options">
      <SingleFieldList linkType={false}>
        <ChipField source="title" size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

export function GrowPlanShow() {
  return (
    <Show actions={editActions}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="summary" emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
        <Options source="postIds" />
        <Options source="stageIds" />
        <Options source="industryIds" />
        <BooleanField source="published" />
        <BooleanField source="isSpecial" />
        <Labeled label="app.grow_plans.steps" fullWidth>
          <Stack sx={{ alignItems: "flex-start" }}>
            <ReferenceManyField reference="grow-plan-steps" target="planId" sort={{ field: "sort", order: "ASC" }} perPage={50}>
              <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>—</span>}>
                <TextField source="sort" />
                <TextField source="title" />
              </Datagrid>
            </ReferenceManyField>
            <AddStep />
          </Stack>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
