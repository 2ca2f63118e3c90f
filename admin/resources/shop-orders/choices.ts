import { SHOP_ORDER_STATUS_LABEL, SHOP_ORDER_STATUSES, SHOP_PRO_TYPE_LABEL } from "@/api/contract/shop";

export const ORDER_STATUS_CHOICES = SHOP_ORDER_STATUSES.map((id) => ({ id, name: SHOP_ORDER_STATUS_LABEL[id] }));
export const ORDER_PRO_TYPE_CHOICES = Object.entries(SHOP_PRO_TYPE_LABEL).map(([id, name]) => ({ id: Number(id), name }));
