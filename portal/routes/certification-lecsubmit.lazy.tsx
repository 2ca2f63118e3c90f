import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { LecSubmitPage } from "../features/certification/my-exams/components/lec-submit-page";

export const certificationLecSubmitLazyRoute = createLazyRoute("/certification/lecsubmit")({
  component: () => (
    <>
      <PageHead title="讲师认证资料提交" />
      <LecSubmitPage />
    </>
  ),
});
