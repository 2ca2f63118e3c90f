import { FunctionField, Labeled, ReferenceField, SelectField, Show, SimpleShowLayout, TextField } from "react-admin";
import type { PaymentOrderRow } from "@/api/contract/pay-admin";
import { providerLabel, yuan } from "@/api/contract/payment";
import { TimeField } from "../../components/time-field";
import { OrderLedger } from "./order-ledger";
import { ORDER_STATUS_CHOICES } from "./status";

/** One order: who pays what for which registration, the provider's transaction once paid, and any money owed back. */
export function PaymentOrderShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TextField source="orderNumber" />
        <ReferenceField source="userId" reference="users" link="show" />
        <FunctionField source="amountFen" render={(o: PaymentOrderRow) => yuan(o.amountFen)} />
        <SelectField source="status" choices={ORDER_STATUS_CHOICES} />
        <FunctionField
          source="subjectKind"
          render={(o: PaymentOrderRow) => `${o.subjectKind === "exam_registration" ? "考试报名" : o.subjectKind} #${o.subjectId}`}
        />
        <FunctionField source="provider" render={(o: PaymentOrderRow) => providerLabel(o.provider)} />
        <TextField source="providerTxnId" emptyText="—" />
        <TimeField source="createdAt" />
        <TimeField source="paidAt" emptyText="—" />
        <Labeled label="app.payment_orders.ledger" fullWidth>
          <OrderLedger />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
