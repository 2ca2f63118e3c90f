import { createLazyRoute } from "@tanstack/react-router";
import { CameraCheckPage } from "../features/certification/registration/components/camera-check-page";

export const certificationExamCheckLazyRoute = createLazyRoute("/certification/examcheck/$examid")({
  component: function CertificationExamCheckView() {
    const { examid } = certificationExamCheckLazyRoute.useParams();
    return <CameraCheckPage examId={/^\d{1,9}$/.test(examid) ? Number(examid) : 0} />;
  },
});
