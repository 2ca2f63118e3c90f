import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { MyCoursesPage } from "../features/my/components/my-courses-page";

export const myCourseLazyRoute = createLazyRoute("/my/mycourse")({
  component: function MyCourseView() {
    const { type, page } = myCourseLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="我的课程" />
        <MyCoursesPage type={type} page={page} />
      </>
    );
  },
});
