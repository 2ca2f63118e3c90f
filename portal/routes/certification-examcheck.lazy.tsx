import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { CameraCheckPage } from "../features/certification/registration/components/camera-check-page";

export const certificationExamCheckLazyRoute = createLazyRoute("/certification/examcheck/$examid")({
  component: function CertificationExamCheckView() {
    const { examid } = certificationExamCheckLazyRoute.useParams();
    return (
      <>
        <PageHead title="考前拍照检测" />
        <CameraCheckPage examId={/^\d{1,9}$/.test(examid) ? Number(examid) : 0} />
      </>
    );
  },
});
