import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { TrainingDetailPage } from "../features/training/components/training-detail-page";
import { useTrainingDetail } from "../features/training/training-detail";

export const trainingDetailLazyRoute = createLazyRoute("/Training/Detail/$id")({
  component: function TrainingDetailView() {
    const { id } = trainingDetailLazyRoute.useParams();
    const detail = useTrainingDetail(id);
    return (
      <>
        <PageHead title={detail.title} description={detail.descripts} image={detail.imageUrl} />
        <TrainingDetailPage id={id} />
      </>
    );
  },
});
