import type { AdminModule } from "@/api/admin/module";
import { surveyOptionsResource, surveyQuestionsResource } from "./questions";
import { surveyResponseRoutes, surveyResponsesResource } from "./responses";

/** The reseller survey's back office: the questionnaire's questions and options, and the answers with their sheet. */
export const resellerSurveyAdmin: AdminModule = {
  resources: [surveyQuestionsResource, surveyOptionsResource, surveyResponsesResource],
  routes: { "reseller-survey-responses": surveyResponseRoutes },
};
