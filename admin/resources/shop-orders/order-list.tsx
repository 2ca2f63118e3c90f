import {
  Datagrid,
  List,
  NumberField,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  ShowButton,
  SimpleList,
  TextField,
} from "react-admin";
import type { ShopOrderRow } from "@/api/contract/shop-admin";
import { QueueEmpty } from "../../components/queue-empty";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { ORDER_PRO_TYPE_CHOICES, ORDER_STATUS_CHOICES } from "./choices";

const empty = <QueueEmpty pending={{ status: "pending" }} />;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="proType" source="proType" choices={ORDER_PRO_TYPE_CHOICES} />,
];

const statusName = (status: string) => ORDER_STATUS_CHOICES.find((c) => c.id === status)?.name ?? status;

/** 兑换订单: physical orders waiting to ship by default, oldest first; every order by status, type or text. */
export function ShopOrderList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} filterDefaultValues={{ status: "pending" }} sort={{ field: "id", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<ShopOrderRow>
          empty={empty}
          primaryText={(r) => `#${r.id} ${r.title} ×${r.buyCnt}`}
          secondaryText={(r) => `${r.totalPoints} 积分 · ${r.userName || "虚拟商品"}`}
          tertiaryText={(r) => statusName(r.status)}
          linkType="show"
        />
      ) : (
        <Datagrid empty={empty} rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="userId" reference="users" link={false} sortable={false} />
          <TextField source="title" sortable={false} />
          <NumberField source="buyCnt" sortable={false} />
          <NumberField source="totalPoints" sortable={false} />
          <SelectField source="status" choices={ORDER_STATUS_CHOICES} />
          <TextField source="userName" sortable={false} emptyText="—" />
          <TextField source="trackingNo" sortable={false} emptyText="—" />
          <TimeField source="createdAt" />
          <ShowButton />
        </Datagrid>
      )}
    </List>
  );
}
