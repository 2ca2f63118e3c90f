import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { MyIndexPage } from "../features/my/components/my-index-page";
import { RecommendedPositions } from "../features/zhaopin/positions/components/recommended-positions";

export const myIndexLazyRoute = createLazyRoute("/my/index")({
  component: () => (
    <>
      <PageHead title="个人中心" />
      <MyIndexPage>
        <RecommendedPositions limit={4} />
      </MyIndexPage>
    </>
  ),
});
