import { NumberField, ReferenceField, SelectField, Show, SimpleShowLayout, TextField } from "react-admin";
import { TimeField } from "../../components/time-field";
import { ORDER_PRO_TYPE_CHOICES, ORDER_STATUS_CHOICES } from "./choices";
import { OrderActions } from "./order-actions";

/** One order: what was bought, by whom, where it goes, and the steps it may take next. */
export function ShopOrderShow() {
  return (
    <Show actions={<OrderActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <SelectField source="status" choices={ORDER_STATUS_CHOICES} />
        <ReferenceField source="userId" reference="users" link="show" />
        <ReferenceField source="productId" reference="shop-products" link="edit" />
        <TextField source="title" />
        <SelectField source="proType" choices={ORDER_PRO_TYPE_CHOICES} />
        <NumberField source="unitPoints" />
        <NumberField source="buyCnt" />
        <NumberField source="totalPoints" />
        <TextField source="userName" emptyText="—" />
        <TextField source="mobile" emptyText="—" />
        <TextField source="province" emptyText="—" />
        <TextField source="city" emptyText="—" />
        <TextField source="address" emptyText="—" />
        <TextField source="courier" emptyText="—" />
        <TextField source="trackingNo" emptyText="—" />
        <TextField source="delivery" emptyText="—" />
        <TimeField source="createdAt" />
        <TimeField source="shippedAt" emptyText="—" />
        <TimeField source="doneAt" emptyText="—" />
        <TimeField source="cancelledAt" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
