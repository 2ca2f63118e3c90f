import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { CourseDetailPage } from "../features/course/components/course-detail-page";
import { useCourseDetail } from "../features/course/course-detail";

export const courseDetailLazyRoute = createLazyRoute("/MoocTraining/Detail/$id")({
  component: function CourseDetailView() {
    const { id } = courseDetailLazyRoute.useParams();
    const detail = useCourseDetail(id);
    return (
      <>
        <PageHead title={detail.title} description={detail.summary} image={detail.imageUrl} />
        <CourseDetailPage id={id} />
      </>
    );
  },
});
