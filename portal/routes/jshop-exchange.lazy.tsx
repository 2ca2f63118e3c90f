import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { ExchangePage } from "../features/shop/components/exchange-page";

export const jshopExchangeLazyRoute = createLazyRoute("/jshop/exchange")({
  component: function JShopExchangeView() {
    return (
      <>
        <PageHead title="兑换记录" />
        <ExchangePage />
      </>
    );
  },
});
