import * as v from "valibot";
import { int, link, RecordIdSchema, requiredText, text } from "./admin-form";
import { INT_MAX } from "./pager";
import { SHOP_PRO_TYPE, type ShopOrderStatus } from "./shop";

/** Back office of the points shop: products (商品) and the order queue (兑换订单). */

export const SHOP_ADMIN_MSG = {
  voucherExam: "考试代金券商品须选择考试",
  courseId: "课程商品须选择课程",
  cardBatchId: "学习卡商品须选择学习卡批次",
  notPending: "该订单不是待发货状态",
  notShipped: "该订单不是已发货状态",
  notFound: "订单不存在",
  courier: "请填写快递公司",
  trackingNo: "请填写快递单号",
} as const;

const optionalId = (message: string) => v.nullish(RecordIdSchema(message), null);

/** A product as an operator writes it; a voucher names its exam, a course product its course, a learning card its batch. */
export const ShopProductSchema = v.pipe(
  v.object({
    title: requiredText(100, "请填写商品名称", "商品名称不能超过100个字"),
    proType: int(1, 4, "请选择商品类型"),
    image: link("商品图片"),
    description: text(2000, "商品介绍不能超过2000个字"),
    points: int(1, INT_MAX, "所需积分须为正整数"),
    stock: int(0, 1_000_000, "库存须为0到1000000的整数"),
    perPersonLimit: v.optional(int(0, 10_000, "每人限购须为0到10000的整数"), 0),
    onShelf: v.optional(v.boolean("上架须为是或否"), false),
    examId: optionalId("请选择考试"),
    courseId: optionalId("请选择课程"),
    cardBatchId: optionalId("请选择学习卡批次"),
    sort: v.optional(int(-10_000, 10_000, "排序须为-10000到10000的整数"), 0),
  }),
  v.forward(
    v.check((p) => p.proType !== SHOP_PRO_TYPE.voucher || p.examId !== null, SHOP_ADMIN_MSG.voucherExam),
    ["examId"],
  ),
  v.forward(
    v.check((p) => p.proType !== SHOP_PRO_TYPE.course || p.courseId !== null, SHOP_ADMIN_MSG.courseId),
    ["courseId"],
  ),
  v.forward(
    v.check((p) => p.proType !== SHOP_PRO_TYPE.learningCard || p.cardBatchId !== null, SHOP_ADMIN_MSG.cardBatchId),
    ["cardBatchId"],
  ),
);

/** Marking a physical order shipped: the courier and its tracking number. */
export const ShopShipSchema = v.object({
  courier: requiredText(30, SHOP_ADMIN_MSG.courier, "快递公司不能超过30个字"),
  trackingNo: requiredText(40, SHOP_ADMIN_MSG.trackingNo, "快递单号不能超过40个字"),
});

/** A product of the back office (shop-products). */
export type ShopProductRow = {
  id: number;
  title: string;
  proType: number;
  image: string;
  description: string;
  points: number;
  stock: number;
  perPersonLimit: number;
  onShelf: boolean;
  examId: number | null;
  courseId: number | null;
  cardBatchId: number | null;
  sort: number;
  createdAt: string;
  updatedAt: string;
};

/** An order of the back office's queue (shop-orders): the product as bought, where it goes and how far it got. */
export type ShopOrderRow = {
  id: number;
  userId: number;
  productId: number;
  title: string;
  proType: number;
  unitPoints: number;
  buyCnt: number;
  totalPoints: number;
  status: ShopOrderStatus;
  userName: string;
  mobile: string;
  province: string;
  city: string;
  address: string;
  courier: string;
  trackingNo: string;
  delivery: string;
  shippedAt: string | null;
  doneAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
};
