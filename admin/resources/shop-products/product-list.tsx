import {
  BooleanField,
  BooleanInput,
  CreateButton,
  Datagrid,
  EditButton,
  ImageField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from "react-admin";
import type { ShopProductRow } from "@/api/contract/shop-admin";
import { useSmallScreen } from "../../components/use-small-screen";
import { PRO_TYPE_CHOICES } from "./choices";

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="proType" source="proType" choices={PRO_TYPE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="onShelf" source="onShelf" alwaysOn />,
  <BooleanInput key="lowStock" source="lowStock" alwaysOn />,
];

/** 积分商品: the shop's products; 库存不足 lists those on the shelf that are nearly gone. */
export function ShopProductList() {
  const small = useSmallScreen();
  return (
    <List
      filters={filters}
      sort={{ field: "id", order: "DESC" }}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<ShopProductRow>
          primaryText={(r) => r.title}
          secondaryText={(r) => `${r.points} 积分 · 库存 ${r.stock}`}
          tertiaryText={(r) => (r.onShelf ? "已上架" : "已下架")}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <ImageField source="image" sortable={false} sx={{ "& img": { maxWidth: 56, maxHeight: 56, objectFit: "cover" } }} />
          <TextField source="title" sortable={false} />
          <SelectField source="proType" choices={PRO_TYPE_CHOICES} sortable={false} />
          <NumberField source="points" />
          <NumberField source="stock" />
          <NumberField source="perPersonLimit" sortable={false} />
          <BooleanField source="onShelf" sortable={false} />
          <NumberField source="sort" />
          <EditButton />
        </Datagrid>
      )}
    </List>
  );
}
