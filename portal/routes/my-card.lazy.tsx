import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { CardPage } from "../features/binding/components/card-page";

export const myCardLazyRoute = createLazyRoute("/my/card")({
  component: function MyCardView() {
    return (
      <>
        <PageHead title="我的学习卡" />
        <CardPage />
      </>
    );
  },
});
