import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { ProductListPage } from "../features/shop/components/product-list-page";

export const jshopLazyRoute = createLazyRoute("/jshop")({
  component: function JShopView() {
    const { proType, buyType } = jshopLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="积分商城" />
        <ProductListPage proType={proType} buyType={buyType} />
      </>
    );
  },
});
