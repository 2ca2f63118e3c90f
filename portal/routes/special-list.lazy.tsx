import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { SpecialListPage } from "../features/special/components/special-list-page";

export const specialListLazyRoute = createLazyRoute("/Learning/Special")({
  component: function SpecialListView() {
    const { page } = specialListLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="专栏" />
        <SpecialListPage page={page} />
      </>
    );
  },
});
