import "./shop.css";
import { useRouter } from "@tanstack/react-router";
import { SHOP_BUY_TYPE_LABEL, SHOP_PRO_TYPE, SHOP_PRO_TYPE_LABEL } from "@/api/contract/shop";
import { AppLink } from "@/portal/components/app-link";
import { openModal } from "@/portal/components/modal/modal-store";
import { useOpenLogin } from "@/portal/lib/use-open-login";
import { useProduct } from "../product";
import { BuyForm, mostToBuy } from "./buy-form";
import { ProductImage } from "./product-card";

/** /jshop/detail/{id}: the product, its price, stock and limit, and 立即兑换 opening the buy dialog. */
export function ProductDetailPage({ id }: { id: number }) {
  const router = useRouter();
  const openLogin = useOpenLogin();
  const { product, score } = useProduct(id);
  const most = mostToBuy(product);
  const reason =
    product.proType === SHOP_PRO_TYPE.learningCard
      ? "暂未开放"
      : product.stock <= 0
        ? "已兑完"
        : most <= 0
          ? "已达限购数量"
          : score !== null && score < product.points
            ? "积分不足"
            : null;
  const buy = () => {
    if (score === null) return openLogin();
    openModal({
      title: "兑换商品",
      size: "md",
      content: (close) => (
        <BuyForm
          product={product}
          score={score}
          onDone={() => {
            close();
            void router.navigate({ href: "/jshop/exchange" });
          }}
        />
      ),
    });
  };
  return (
    <div className="page container shop">
      <nav className="shop-crumbs" aria-label="位置">
        <AppLink href="/jshop">积分商城</AppLink> / <span>{product.title}</span>
      </nav>
      <article className="card shop-detail">
        <ProductImage product={product} className="shop-detail__image" />
        <div className="shop-detail__body">
          <h1 className="shop-detail__title">{product.title}</h1>
          <p className="shop-detail__tags">
            <span className="shop-tag">{SHOP_PRO_TYPE_LABEL[product.proType]}</span>
            <span className="shop-tag shop-tag--plain">{SHOP_BUY_TYPE_LABEL[product.buyType]}</span>
          </p>
          <p className="shop-points shop-detail__price">
            <strong>{product.points}</strong> 积分
          </p>
          <dl className="shop-detail__facts">
            <dt>库存</dt>
            <dd>{product.stock > 0 ? `${product.stock} 件` : "已兑完"}</dd>
            <dt>限购</dt>
            <dd>{product.perPersonLimit > 0 ? `每人 ${product.perPersonLimit} 件（已兑换 ${product.bought} 件）` : "不限"}</dd>
            <dt>我的积分</dt>
            <dd>{score === null ? "登录后查看" : score}</dd>
          </dl>
          <button type="button" className="btn btn--primary btn--lg shop-detail__buy" disabled={reason !== null} onClick={buy}>
            {reason ?? (score === null ? "登录后兑换" : "立即兑换")}
          </button>
        </div>
      </article>
      {product.description && (
        <section className="card shop-detail__desc">
          <h2>商品介绍</h2>
          <p>{product.description}</p>
        </section>
      )}
    </div>
  );
}
