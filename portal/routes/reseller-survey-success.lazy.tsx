import { createLazyRoute } from "@tanstack/react-router";
import { SURVEY_MSG } from "@/api/contract/reseller-survey";
import { PageHead } from "../components/page-head";
import { SurveyNotice } from "../features/reseller-survey/components/survey-blocked";

export const resellerSurveySuccessLazyRoute = createLazyRoute("/ResellerSurvey/Success")({
  component: function ResellerSurveySuccessView() {
    return (
      <>
        <PageHead title="提交成功" />
        <SurveyNotice title="问卷已提交" text={`${SURVEY_MSG.saved}，课程顾问会尽快与您联系。`} />
      </>
    );
  },
});
