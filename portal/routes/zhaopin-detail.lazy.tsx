import { createLazyRoute } from "@tanstack/react-router";
import type { PositionDetailAnswer } from "@/api/contract/zhaopin-positions";
import { PageHead } from "../components/page-head";
import { PositionDetailPage } from "../features/zhaopin/positions/components/position-detail-page";
import { recordIdOf } from "../features/zhaopin/positions/position";

export const zhaopinDetailLazyRoute = createLazyRoute("/ZhaoPin/Detail/$id")({
  component: function ZhaoPinDetailView() {
    const id = recordIdOf(zhaopinDetailLazyRoute.useParams().id);
    const { from } = zhaopinDetailLazyRoute.useSearch();
    const { position, company } = zhaopinDetailLazyRoute.useLoaderData() as PositionDetailAnswer;
    return (
      <>
        <PageHead title={`${position.name} - ${company.companyName}`} description={position.description} />
        <PositionDetailPage id={id} from={from} />
      </>
    );
  },
});
