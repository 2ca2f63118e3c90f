import { valibotResolver } from "@hookform/resolvers/valibot";
import { Edit, SelectInput, SimpleForm, TextInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { BindingDecisionSchema } from "@/api/contract/binding-admin";
import { decisionToolbar } from "../../components/decision-toolbar";
import { BINDING_DECISION_CHOICES } from "./status";

/** The reason, asked for a refusal only (the person reads it in the letter). */
function ReasonInput() {
  const status = useWatch({ name: "status" });
  return status === "refused" ? <TextInput source="reason" fullWidth multiline /> : null;
}

/** 审核: approve (the company becomes the person's main company) or refuse with a reason; a letter tells the person. */
export function BindingEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={decisionToolbar} resolver={valibotResolver(BindingDecisionSchema)} defaultValues={{ reason: "" }}>
        <TextInput source="personName" readOnly />
        <TextInput source="personMobile" readOnly />
        <TextInput source="companyName" readOnly />
        <TextInput source="employeeId" readOnly />
        <SelectInput
          source="status"
          label="resources.company-bindings.fields.decision"
          choices={BINDING_DECISION_CHOICES}
          helperText={translate("resources.company-bindings.decision_help")}
        />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
