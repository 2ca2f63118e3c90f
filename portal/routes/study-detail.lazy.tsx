import { createLazyRoute } from "@tanstack/react-router";
import type { PackDetail } from "@/api/contract/study";
import { PageHead } from "../components/page-head";
import { idOf, joinSourceOf } from "../features/study/address";
import { PackDetailPage } from "../features/study/components/pack-detail-page";

export const studyDetailLazyRoute = createLazyRoute("/study/detail")({
  component: function StudyDetailView() {
    const search = studyDetailLazyRoute.useSearch() as Record<string, unknown>;
    const pack = studyDetailLazyRoute.useLoaderData() as PackDetail;
    return (
      <>
        <PageHead title={`${pack.title} - 学习包`} description={pack.memo} image={pack.cover || undefined} />
        <PackDetailPage packId={idOf(search.id)} share={{ shareUserId: idOf(search.shareuserid), source: joinSourceOf(search.source) }} />
      </>
    );
  },
});
