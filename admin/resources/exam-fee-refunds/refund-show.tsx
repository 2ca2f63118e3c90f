import { FunctionField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from "react-admin";
import type { ExamFeeRefundRow } from "@/api/contract/exam-fee-refunds-admin";
import { TimeField } from "../../components/time-field";
import { DecisionButtons } from "./decision-buttons";
import { INVOICE_TEXT, StatusChip, yuan } from "./status";

function Actions() {
  return (
    <TopToolbar>
      <DecisionButtons />
    </TopToolbar>
  );
}

/** One request: who asked for which attempt's fee, the sponsoring company, the invoice, and 通过 / 驳回 while it waits. */
export function FeeRefundShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <StatusChip source="status" label="resources.exam-fee-refunds.fields.status" />
        <TextField source="chineseName" />
        <ReferenceField source="userId" reference="users" link="show" />
        <TextField source="examName" />
        <ReferenceField source="registrationId" reference="exam-registrations" link="show" />
        <TextField source="companyName" />
        <FunctionField<ExamFeeRefundRow> source="amountFen" render={(r) => yuan(r.amountFen)} />
        <FunctionField<ExamFeeRefundRow> source="invoiceStatus" render={(r) => (r.invoiceStatus ? INVOICE_TEXT[r.invoiceStatus] : "—")} />
        <TimeField source="createdAt" />
        <TimeField source="decidedAt" emptyText="—" />
        <TextField source="reason" emptyText="—" />
        <TextField source="refundId" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
