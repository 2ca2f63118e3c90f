import { valibotResolver } from "@hookform/resolvers/valibot";
import { BooleanInput, Create, Edit, SimpleForm, TextInput } from "react-admin";
import { GrowPlanFormSchema } from "@/api/contract/growplan-admin";
import { OptionArrayInput } from "./option-array-input";

function PlanForm() {
  return (
    <SimpleForm
      resolver={valibotResolver(GrowPlanFormSchema)}
      defaultValues={{ postIds: [], stageIds: [], industryIds: [], isSpecial: false, published: true }}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" fullWidth />
      <TextInput source="summary" multiline minRows={2} fullWidth />
      <OptionArrayInput source="postIds" cateId={2} />
      <OptionArrayInput source="stageIds" cateId={4} />
      <OptionArrayInput source="industryIds" cateId={3} />
      <BooleanInput source="published" />
      <BooleanInput source="isSpecial" helperText="app.grow_plans.special_help" />
    </SimpleForm>
  );
}

export function GrowPlanCreate() {
  return (
    <Create redirect="show">
      <PlanForm />
    </Create>
  );
}

export function GrowPlanEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <PlanForm />
    </Edit>
  );
}
