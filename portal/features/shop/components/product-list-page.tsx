import "./shop.css";
import { useRouter } from "@tanstack/react-router";
import { SHOP_BUY_TYPE_LABEL, SHOP_PRO_TYPE } from "@/api/contract/shop";
import { LoadMorePages } from "@/portal/components/load-more";
import { Toggles } from "@/portal/components/toggles";
import { useOpenLogin } from "@/portal/lib/use-open-login";
import { useProductList } from "../product-list";
import { ProductCard } from "./product-card";
import { ShopHead } from "./shop-head";

/** Learning cards (proType 4) are reserved: their tab joins once they can be bought. */
const PRO_TABS = [
  { value: 0, label: "全部" },
  { value: SHOP_PRO_TYPE.physical, label: "实物礼品" },
  { value: SHOP_PRO_TYPE.voucher, label: "考试代金券" },
  { value: SHOP_PRO_TYPE.course, label: "课程" },
  { value: SHOP_PRO_TYPE.learningCard, label: "学习卡" },
] as const;
const BUY_TABS = [
  { value: 0, label: "全部方式" },
  { value: 1, label: SHOP_BUY_TYPE_LABEL[1]! },
  { value: 2, label: SHOP_BUY_TYPE_LABEL[2]! },
] as const;

const shopListHref = (proType: number, buyType: number) => {
  const q = new URLSearchParams();
  if (proType) q.set("proType", String(proType));
  if (buyType) q.set("buyType", String(buyType));
  const s = q.toString();
  return s ? `/jshop?${s}` : "/jshop";
};

/** /jshop: the points shop's shelf by type and delivery, more as the list is scrolled, with the person's points. */
export function ProductListPage({ proType, buyType }: { proType: number; buyType: number }) {
  const router = useRouter();
  const openLogin = useOpenLogin();
  const query = useProductList(proType, buyType);
  const score = query.data.pages[0]?.score ?? null;
  const go = (p: number, b: number) => void router.navigate({ href: shopListHref(p, b) });
  return (
    <div className="page container shop">
      <ShopHead title="积分商城" score={score} onLogin={openLogin} />
      <div className="list-bar">
        <Toggles label="商品类型" tabs={PRO_TABS} value={proType} onPick={(p) => go(p, buyType)} />
        <div className="list-bar__end">
          <Toggles label="发放方式" tabs={BUY_TABS} value={buyType} onPick={(b) => go(proType, b)} />
        </div>
      </div>
      <LoadMorePages query={query}>
        {(list) =>
          list.length ? (
            <ul className="card-grid shop-grid" aria-label="商品列表">
              {list.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="page-state list-empty">
              <p className="list-empty__text">{proType || buyType ? "没有符合条件的商品，换个条件试试" : "商品正在上架中，敬请期待"}</p>
            </div>
          )
        }
      </LoadMorePages>
    </div>
  );
}
