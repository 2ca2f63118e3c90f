import "./shop.css";
import type { ShopOrder, ShopOrderStatus } from "@/api/contract/shop";
import { AppLink } from "@/portal/components/app-link";
import { LoadMorePages } from "@/portal/components/load-more";
import { useExchange } from "../exchange";
import { ProductImage } from "./product-card";

/** The pill's tone of each order state (portal/styles/status-pill.css). */
const ORDER_STATUS_TONE = { pending: "warning", shipped: "brand", done: "success", cancelled: "muted" } as const satisfies Record<
  ShopOrderStatus,
  string
>;

/** One exchange: the product, points, date, its state and, once shipped, the courier and number. */
function OrderRow({ order }: { order: ShopOrder }) {
  return (
    <li className="card shop-order" data-order={order.id}>
      <ProductImage product={order} className="shop-order__image" />
      <div className="shop-order__body">
        <p className="shop-order__top">
          <AppLink href={`/jshop/detail/${order.productId}`} className="shop-order__title">
            {order.title}
          </AppLink>
          <span className={`status-pill status-pill--${ORDER_STATUS_TONE[order.status]}`}>{order.statusText}</span>
        </p>
        <p className="shop-order__meta">
          数量 {order.buyCnt} · <span className="shop-points">{order.totalPoints} 积分</span> · {order.createdAt.slice(0, 16)}
        </p>
        {order.courier && (
          <p className="shop-order__ship">
            快递：{order.courier}　单号：<span className="shop-order__no">{order.trackingNo}</span>
          </p>
        )}
        {order.address && <p className="shop-order__meta">收货地址：{order.address}</p>}
        {order.delivery && <p className="shop-order__delivery">{order.delivery}</p>}
      </div>
    </li>
  );
}

/** /jshop/exchange: the person's exchange record, newest first, more as the list is scrolled. */
export function ExchangePage() {
  const query = useExchange();
  return (
    <div className="page container shop">
      <header className="list-page__head list-page__head--center">
        <h1 className="list-page__title shop-head__title">兑换记录</h1>
        <AppLink href="/jshop" className="btn btn--ghost btn--sm">
          返回积分商城
        </AppLink>
      </header>
      <LoadMorePages query={query}>
        {(list) =>
          list.length ? (
            <ul className="shop-orders" aria-label="兑换记录">
              {list.map((o) => (
                <OrderRow key={o.id} order={o} />
              ))}
            </ul>
          ) : (
            <div className="card page-state list-empty">
              <p className="list-empty__text">暂无兑换记录</p>
              <AppLink href="/jshop" className="btn btn--primary btn--sm">
                去积分商城看看
              </AppLink>
            </div>
          )
        }
      </LoadMorePages>
    </div>
  );
}
