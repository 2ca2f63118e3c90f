import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { PositionListPage } from "../features/zhaopin/positions/components/position-list-page";
import { filterOf, type RawFilter } from "../features/zhaopin/positions/filters";

function ZhaoPinListView({ deps }: { deps: RawFilter }) {
  return (
    <>
      <PageHead title="招聘职位" description="持证人才直通优质企业：按职位类型、学历、工作经验、福利与城市筛选在招职位" />
      <PositionListPage filter={filterOf(deps)} />
    </>
  );
}

export const zhaopinListLazyRoute = createLazyRoute("/ZhaoPin")({
  component: () => <ZhaoPinListView deps={zhaopinListLazyRoute.useLoaderDeps()} />,
});
export const zhaopinListAliasLazyRoute = createLazyRoute("/ZhaoPin/List")({
  component: () => <ZhaoPinListView deps={zhaopinListAliasLazyRoute.useLoaderDeps()} />,
});
