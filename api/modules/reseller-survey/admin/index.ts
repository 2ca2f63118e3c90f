import type { AdminModule } from "@/api/admin/module";
import { surveyOptionsResource, surveyQuestionsResource } from "./questions";
import { surveyResponsesResource } from "./responses";
import { surveyResponseRoutes } from "./responses-routes";

/** The reseller survey's back office: the questionnaire's questions and options, and the answers with their sheet. */
export const resellerSurveyAdmin: AdminModule = {
  resources: [surveyQuestionsResource, surveyOptionsResource, surveyResponsesResource],
  routes: { "reseller-survey-responses": surveyResponseRoutes },
};
