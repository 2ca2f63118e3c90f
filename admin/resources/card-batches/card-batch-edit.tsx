import { valibotResolver } from "@hookform/resolvers/valibot";
import { BooleanInput, Edit, SimpleForm, TextInput } from "react-admin";
import { CardBatchUpdateSchema } from "@/api/contract/binding-admin";
import { decisionToolbar } from "../../components/decision-toolbar";

/** 停用 / 启用: a disabled batch's cards bind no more (those already bound keep what they granted). */
export function CardBatchEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={decisionToolbar} resolver={valibotResolver(CardBatchUpdateSchema)}>
        <TextInput source="name" readOnly />
        <BooleanInput source="disabled" helperText="app.card_batches.disabled_help" />
      </SimpleForm>
    </Edit>
  );
}
