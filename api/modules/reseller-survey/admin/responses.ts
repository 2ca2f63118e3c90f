import { equalsInt } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { SurveyResponseRow } from "@/api/contract/reseller-survey-admin";
import { resellerSurveyResponses } from "@/db/schema/reseller-survey";
import { responseFigures } from "./answers";

export const RESPONSES = "reseller-survey-responses";

/** 问卷回答: each reseller's answers (read only), with who they are; the sheet is GET …/export. */
export const surveyResponsesResource = defineResource<SurveyResponseRow>()({
  name: RESPONSES,
  table: resellerSurveyResponses,
  sortable: { updatedAt: resellerSurveyResponses.updatedAt, id: resellerSurveyResponses.id },
  filters: { userId: equalsInt(resellerSurveyResponses.userId) },
  serialize: (r) => ({ id: r.id, userId: r.userId, answers: r.answers, createdAt: r.createdAt, updatedAt: r.updatedAt }),
  figures: responseFigures,
});
