import { SHOP_PRO_TYPE_LABEL, type ShopProduct } from "@/api/contract/shop";
import { AppLink } from "@/portal/components/app-link";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";

/** The product's picture, or its type written large when it has none. */
export function ProductImage({ product, className }: { product: Pick<ShopProduct, "image" | "proType">; className: string }) {
  return (
    <div className={className}>
      {product.image ? (
        <CoverImage src={product.image} sizes={COVER_SIZES.half} />
      ) : (
        <span aria-hidden="true">{SHOP_PRO_TYPE_LABEL[product.proType]}</span>
      )}
    </div>
  );
}

/** A product on the shelf: picture, name, price in points and what is left. */
export function ProductCard({ product }: { product: ShopProduct }) {
  return (
    <AppLink href={`/jshop/detail/${product.id}`} className="card shop-card">
      <ProductImage product={product} className="shop-card__image" />
      <div className="shop-card__body">
        <span className="shop-tag">{SHOP_PRO_TYPE_LABEL[product.proType]}</span>
        <h2 className="shop-card__title">{product.title}</h2>
        <p className="shop-card__foot">
          <span className="shop-points">
            <strong>{product.points}</strong> 积分
          </span>
          <span className={product.stock > 0 ? "shop-card__stock" : "shop-card__stock shop-card__stock--out"}>
            {product.stock > 0 ? `库存 ${product.stock}` : "已兑完"}
          </span>
        </p>
      </div>
    </AppLink>
  );
}
