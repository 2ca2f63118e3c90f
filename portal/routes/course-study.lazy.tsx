import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { StudyPage } from "../features/course/components/study-page";
import { useCourseStudy } from "../features/course/course-study";
import { lessonTalkPanels } from "../features/lesson-talk/components/lesson-talk-panels";

export const courseStudyLazyRoute = createLazyRoute("/mooctraining/StudyNew/$id")({
  component: function CourseStudyView() {
    const { id } = courseStudyLazyRoute.useParams();
    const { lesson, at } = courseStudyLazyRoute.useLoaderDeps();
    const detail = useCourseStudy(id);
    return (
      <>
        <PageHead title={`学习：${detail.title}`} description={detail.summary} />
        <StudyPage id={id} lessonId={lesson} at={at} panels={lessonTalkPanels} />
      </>
    );
  },
});
