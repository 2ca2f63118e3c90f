import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { BindCardPage } from "../features/binding/components/bind-card-page";

export const myBindCardLazyRoute = createLazyRoute("/my/BindCard")({
  component: function MyBindCardView() {
    return (
      <>
        <PageHead title="绑定学习卡" />
        <BindCardPage cardNo={myBindCardLazyRoute.useLoaderDeps().cardNo} />
      </>
    );
  },
});
