import { createLazyRoute } from "@tanstack/react-router";
import { MyExamInfoPage } from "../features/certification/my-exams/components/my-exam-info-page";

export const myExamInfoLazyRoute = createLazyRoute("/my/examinfo")({
  component: function MyExamInfoView() {
    const { type, page } = myExamInfoLazyRoute.useLoaderDeps();
    return <MyExamInfoPage type={type} page={page} />;
  },
});
