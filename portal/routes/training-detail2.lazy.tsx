import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { TrainingProductPage } from "../features/training/components/training-product-page";
import { useTrainingDetail } from "../features/training/training-detail";

export const trainingDetail2LazyRoute = createLazyRoute("/Training/Detail2/$id")({
  component: function TrainingProductView() {
    const { id } = trainingDetail2LazyRoute.useParams();
    const detail = useTrainingDetail(id);
    return (
      <>
        <PageHead title={detail.title} description={detail.descripts} image={detail.imageUrl} />
        <TrainingProductPage id={id} />
      </>
    );
  },
});
