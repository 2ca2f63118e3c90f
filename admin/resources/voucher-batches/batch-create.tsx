import { valibotResolver } from "@hookform/resolvers/valibot";
import { AutocompleteInput, Create, NumberInput, ReferenceInput, SimpleForm, TextInput } from "react-admin";
import { VoucherBatchSchema } from "@/api/contract/voucher";

/** Generates `count` single-use codes for an exam at once; the batch's page then lists and exports them. */
export function VoucherBatchCreate() {
  return (
    <Create redirect="show">
      <SimpleForm resolver={valibotResolver(VoucherBatchSchema)} defaultValues={{ count: 10, note: "" }}>
        <ReferenceInput source="examId" reference="exams" sort={{ field: "id", order: "ASC" }}>
          <AutocompleteInput optionText="name" />
        </ReferenceInput>
        <NumberInput source="count" min={1} max={1000} helperText="app.voucher_batches.count_help" />
        <TextInput source="note" fullWidth multiline helperText="app.voucher_batches.note_help" />
      </SimpleForm>
    </Create>
  );
}
