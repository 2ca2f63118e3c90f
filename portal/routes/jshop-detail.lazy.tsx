import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { ProductDetailPage } from "../features/shop/components/product-detail-page";
import { productIdOf } from "../features/shop/product";

export const jshopDetailLazyRoute = createLazyRoute("/jshop/detail/$id")({
  component: function JShopDetailView() {
    const id = productIdOf(jshopDetailLazyRoute.useParams().id);
    const title = jshopDetailLazyRoute.useLoaderData() as { product: { title: string } };
    return (
      <>
        <PageHead title={title.product.title} />
        <ProductDetailPage id={id} />
      </>
    );
  },
});
