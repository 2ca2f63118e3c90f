import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { OnlineExamPage } from "../features/certification/online/components/online-exam-page";
import { PhoneRefusal } from "../features/certification/online/components/phone-refusal";
import { eadidOf } from "../features/certification/online/eadid";

export const certificationOnlineLazyRoute = createLazyRoute("/certification/online/$eadid")({
  component: function CertificationOnlineView() {
    const { eadid } = certificationOnlineLazyRoute.useParams();
    const data = certificationOnlineLazyRoute.useLoaderData();
    if (data.phone)
      return (
        <>
          <PageHead title="在线考试" />
          <PhoneRefusal />
        </>
      );
    return <OnlineExamPage key={eadid} eadid={eadidOf(eadid)} info={data.info} ended={data.result} />;
  },
});
