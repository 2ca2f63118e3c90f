import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { MyExamInfoPage } from "../features/certification/my-exams/components/my-exam-info-page";

export const myExamInfoLazyRoute = createLazyRoute("/my/examinfo")({
  component: function MyExamInfoView() {
    const { type, page } = myExamInfoLazyRoute.useLoaderDeps();
    return (
      <>
        <PageHead title="我的考试" />
        <MyExamInfoPage type={type} page={page} />
      </>
    );
  },
});
