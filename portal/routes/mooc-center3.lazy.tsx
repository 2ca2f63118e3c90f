import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { Center3Page } from "../features/course/components/center3-page";

export const moocCenter3LazyRoute = createLazyRoute("/MoocTraining/Center3")({
  component: function Center3View() {
    const { filters } = moocCenter3LazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="全部课程" />
        <Center3Page filters={filters} />
      </>
    );
  },
});
