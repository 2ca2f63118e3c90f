import { Datagrid, FunctionField, List, ReferenceField, SelectField, SelectInput, SimpleList, TextField } from "react-admin";
import type { PaymentOrderRow } from "@/api/contract/pay-admin";
import { ORDER_STATUS_LABELS, yuan } from "@/api/contract/payment";
import { chinaDay } from "../../components/china-time";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { ORDER_STATUS_CHOICES, REFUND_STATUS_CHOICES } from "./status";

/** Payment orders, newest first: what was asked, what the provider reported. */
export function PaymentOrderList() {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} alwaysOn />,
    <SelectInput key="refundStatus" source="refundStatus" choices={REFUND_STATUS_CHOICES} alwaysOn />,
  ];
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<PaymentOrderRow>
          primaryText={(o) => o.orderNumber}
          secondaryText={(o) => `${yuan(o.amountFen)} · ${ORDER_STATUS_LABELS[o.status]}`}
          tertiaryText={(o) => chinaDay(o.createdAt)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="orderNumber" sortable={false} />
          <ReferenceField source="userId" reference="users" link="show" sortable={false} />
          <FunctionField source="amountFen" render={(o: PaymentOrderRow) => yuan(o.amountFen)} />
          <SelectField source="status" choices={ORDER_STATUS_CHOICES} sortable={false} />
          <TimeField source="createdAt" />
          <TimeField source="paidAt" emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
