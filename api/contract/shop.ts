import * as v from "valibot";
import { defineCall } from "./call";
import { isMainlandMobile } from "./mobile";
import type { Page } from "./pager";
import { filterIdSchema, idLike, PageSchema, pageSizeSchema } from "./pager";

/**
 * The points shop (spec 001 sections 2 "Shop", 3 "Shop", 5 "Shop buy", 7 "Shop", 8): the product list, a product, the
 * buy dialog and the exchange record, shared by the portal's forms and the api (docs/decisions/0030-points-shop.md).
 */

/** proType: what a product is; a learning card (4) names the card batch whose free cards it hands out. */
export const SHOP_PRO_TYPE = { physical: 1, voucher: 2, course: 3, learningCard: 4 } as const;
export const SHOP_PRO_TYPE_LABEL: Record<number, string> = { 1: "实物礼品", 2: "考试代金券", 3: "课程", 4: "学习卡" };

/** buyType: how a product reaches the person, read from its proType: 1 by courier (physical), 2 online at once (virtual). */
const SHOP_BUY_TYPE = { shipped: 1, online: 2 } as const;
export const SHOP_BUY_TYPE_LABEL: Record<number, string> = { 1: "快递配送", 2: "在线发放" };
export const buyTypeOf = (proType: number) => (proType === SHOP_PRO_TYPE.physical ? SHOP_BUY_TYPE.shipped : SHOP_BUY_TYPE.online);

/** pending (physical, waiting to ship) -> shipped -> done; virtual products are done at once; pending may be cancelled. */
export const SHOP_ORDER_STATUSES = ["pending", "shipped", "done", "cancelled"] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
export const SHOP_ORDER_STATUS_LABEL: Record<ShopOrderStatus, string> = {
  pending: "待发货",
  shipped: "已发货",
  done: "已完成",
  cancelled: "已取消",
};

/** A product whose stock is at or under this shows in the back office's low-stock list. */
export const SHOP_LOW_STOCK = 5;

export const SHOP_MSG = {
  // Spec 001 section 5 "Shop buy", verbatim.
  buyCnt: "购买数量不能为0",
  userName: "收货人不能为空",
  mobile: "手机格式不正确",
  region: "省市不能为空",
  address: "详细地址不能为空",
  // Ours: the spec names no message for these.
  overStock: "购买数量不能超过库存",
  noProduct: "商品不存在或已下架",
  soldOut: "库存不足",
  overLimit: "超出每人限购数量",
  learningCard: "该学习卡已兑完",
  requestKey: "请求无效，请刷新页面后重试",
  bought: "兑换成功",
} as const;

/** The spec's failure text around a server message (spec 001 section 8). */
export const shopFailText = (message: string) => `错误提示:${message}`;

/** JShop/GetJShopProductlist {currentPage, proType, buyType}: 0, -1 (or absent) means any. */
const ProductListSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(12),
  proType: filterIdSchema(4),
  buyType: filterIdSchema(2),
});
export type ShopProductFilter = v.InferOutput<typeof ProductListSchema>;

const ProductIdSchema = v.object({ id: idLike(SHOP_MSG.noProduct) });

/** jshop/Exchange {currentPage}: the person's orders, newest first. */
const ExchangeSchema = v.object({ currentPage: PageSchema, pageSize: pageSizeSchema(10) });

/** Trimmed text: required with `empty`, at most `max` characters. */
const text = (empty: string, max: number) => v.pipe(v.string(empty), v.trim(), v.nonEmpty(empty), v.maxLength(max, `最多${max}个字`));
const loose = (max: number) => v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(max, `最多${max}个字`));

/** What every buy carries: the product, how many, and the dialog's key (a double submit makes one order). */
const buyBase = {
  productId: idLike(SHOP_MSG.noProduct),
  buyCnt: v.pipe(
    v.union([v.number(SHOP_MSG.buyCnt), v.string(SHOP_MSG.buyCnt)], SHOP_MSG.buyCnt),
    v.transform((x) => (typeof x === "string" ? Number(x.trim() || "0") : x)),
    v.number(SHOP_MSG.buyCnt),
    v.integer(SHOP_MSG.buyCnt),
    v.minValue(1, SHOP_MSG.buyCnt),
    v.maxValue(9999, SHOP_MSG.overStock),
  ),
  requestKey: v.pipe(v.string(SHOP_MSG.requestKey), v.regex(/^[A-Za-z0-9_-]{8,64}$/, SHOP_MSG.requestKey)),
};

/** The recipient a physical product ships to (spec 001 section 5 "Shop buy"). */
const shippingFields = {
  userName: text(SHOP_MSG.userName, 30),
  mobile: v.pipe(v.string(SHOP_MSG.mobile), v.trim(), v.check(isMainlandMobile, SHOP_MSG.mobile)),
  province: text(SHOP_MSG.region, 30),
  city: text(SHOP_MSG.region, 30),
  address: text(SHOP_MSG.address, 200),
};

/**
 * JShop/BuyProduct {productId, buyCnt, userName, mobile, province, city, address}: what the api reads. A virtual
 * product needs no recipient, so these are loose here; a physical one is checked again with ShopShippingSchema.
 */
export const BuyProductSchema = v.object({
  ...buyBase,
  userName: loose(30),
  mobile: loose(20),
  province: loose(30),
  city: loose(30),
  address: loose(200),
});
export type BuyProduct = v.InferOutput<typeof BuyProductSchema>;

/** The buy dialog of a physical product: every field of "Shop buy". */
export const BuyPhysicalSchema = v.object({ ...buyBase, ...shippingFields });
/** The recipient alone, as the api checks it for a physical product. */
export const ShopShippingSchema = v.object(shippingFields);

/* Outputs. */
export type ShopProduct = {
  id: number;
  title: string;
  proType: number;
  buyType: number;
  image: string;
  points: number;
  stock: number;
  perPersonLimit: number;
};
export type ShopProductDetail = ShopProduct & { description: string; bought: number };
export type ShopOrder = {
  id: number;
  productId: number;
  title: string;
  image: string;
  proType: number;
  buyCnt: number;
  totalPoints: number;
  status: ShopOrderStatus;
  statusText: string;
  courier: string;
  trackingNo: string;
  delivery: string;
  address: string;
  createdAt: string;
};

/** The person's points (null for a visitor) beside a page of products. */
export type ShopProductPage = Page<ShopProduct> & { score: number | null };

/* The calls (the server's shop module). */
export const jshopProductListCall = defineCall({ path: "JShop/GetJShopProductlist", input: ProductListSchema }).returns<ShopProductPage>();
/** Ours: one product for its detail page, with what the person already bought of it (0 for a visitor). */
export const jshopProductCall = defineCall({ path: "JShop/GetJShopProduct", input: ProductIdSchema }).returns<{
  product: ShopProductDetail;
  score: number | null;
}>();
export const jshopBuyProductCall = defineCall({ path: "JShop/BuyProduct", input: BuyProductSchema }).returns<{ orderId: number }>();
export const jshopExchangeCall = defineCall({ path: "jshop/Exchange", input: ExchangeSchema }).returns<Page<ShopOrder>>();
