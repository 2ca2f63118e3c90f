import { createLazyRoute } from "@tanstack/react-router";
import { LecSubmitPage } from "../features/certification/my-exams/components/lec-submit-page";

export const certificationLecSubmitLazyRoute = createLazyRoute("/certification/lecsubmit")({
  component: LecSubmitPage,
});
