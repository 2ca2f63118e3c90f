import { createLazyRoute } from "@tanstack/react-router";
import { RegistrationPage } from "../features/certification/registration/components/registration-page";

export const certificationAddLazyRoute = createLazyRoute("/certification/add/$examid")({
  component: function CertificationAddView() {
    const { examid } = certificationAddLazyRoute.useParams();
    const { beisen } = certificationAddLazyRoute.useSearch();
    return <RegistrationPage examId={examid} beisenKey={beisen ?? ""} />;
  },
});
