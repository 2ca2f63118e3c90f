import { SHOP_PRO_TYPE_LABEL } from "@/api/contract/shop";

/** proType as the operator picks it; 学习卡 is reserved (it cannot be bought until learning cards are wired). */
export const PRO_TYPE_CHOICES = Object.entries(SHOP_PRO_TYPE_LABEL).map(([id, name]) => ({
  id: Number(id),
  name: id === "4" ? `${name}（暂未开放兑换）` : name,
}));
