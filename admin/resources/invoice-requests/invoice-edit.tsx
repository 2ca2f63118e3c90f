import { valibotResolver } from "@hookform/resolvers/valibot";
import { Edit, SimpleForm, TextInput, useTranslate } from "react-admin";
import { InvoiceSentSchema } from "@/api/contract/certification-requests-admin";
import { decisionToolbar } from "../../components/decision-toolbar";

/** 标记已发送: the invoice went out by e-mail; its number is recorded and the candidate gets a letter. */
export function InvoiceEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={decisionToolbar} resolver={valibotResolver(InvoiceSentSchema)}>
        <TextInput source="unitName" readOnly />
        <TextInput source="registrationNumber" readOnly />
        <TextInput source="email" readOnly helperText={translate("resources.invoice-requests.email_help")} />
        <TextInput source="invoiceNo" />
      </SimpleForm>
    </Edit>
  );
}
