import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { RegistrationPage } from "../features/certification/registration/components/registration-page";

export const certificationAddLazyRoute = createLazyRoute("/certification/add/$examid")({
  component: function CertificationAddView() {
    const { examid } = certificationAddLazyRoute.useParams();
    const { beisen } = certificationAddLazyRoute.useSearch();
    return (
      <>
        <PageHead title="考试报名" />
        <RegistrationPage examId={examid} beisenKey={beisen ?? ""} />
      </>
    );
  },
});
