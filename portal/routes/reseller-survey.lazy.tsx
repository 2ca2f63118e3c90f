import { useSuspenseQuery } from "@tanstack/react-query";
import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { SurveyNotice } from "../features/reseller-survey/components/survey-blocked";
import { SurveyPage } from "../features/reseller-survey/components/survey-page";
import { getSurveyQueryOptions } from "../features/reseller-survey/survey";

function Survey() {
  const { data } = useSuspenseQuery(getSurveyQueryOptions());
  return <SurveyPage survey={data} />;
}

export const resellerSurveyLazyRoute = createLazyRoute("/ResellerSurvey/Index")({
  component: function ResellerSurveyView() {
    const refused = resellerSurveyLazyRoute.useLoaderData() as string | null;
    return (
      <>
        <PageHead title="代理商问卷" />
        {refused ? <SurveyNotice title="代理商问卷" text={refused} /> : <Survey />}
      </>
    );
  },
});
