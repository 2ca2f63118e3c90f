import {
  BooleanField,
  ChipField,
  ReferenceArrayField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  useRecordContext,
} from "react-admin";
import type { GrowPlanRow } from "@/api/contract/growplan-admin";
import { editActions } from "../../components/edit-actions";
import { StepsOf } from "../../components/step-screens";

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
        <StepsOf label="app.grow_plans.steps" reference="grow-plan-steps" target="planId" addLabel="app.grow_plans.add_step" />
      </SimpleShowLayout>
    </Show>
  );
}
