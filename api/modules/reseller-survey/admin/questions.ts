import { equalsInt, search } from "@/api/admin/filters";
import { defineResource, storedAsSent, type WriteContext } from "@/api/admin/resource";
import {
  SURVEY_ADMIN_MSG,
  SurveyOptionFormSchema,
  type SurveyOptionRow,
  SurveyQuestionFormSchema,
  type SurveyQuestionRow,
} from "@/api/contract/reseller-survey-admin";
import { httpError } from "@/api/protocol/errors";
import { resellerSurveyOptions, resellerSurveyQuestions } from "@/db/schema/reseller-survey";
import { questionsHidden } from "./queries";

/** 问卷题目: the reseller survey's questions in order; a follow-up stays hidden until an option reveals it. */
export const surveyQuestionsResource = defineResource<SurveyQuestionRow>()({
  name: "reseller-survey-questions",
  table: resellerSurveyQuestions,
  sortable: { sort: resellerSurveyQuestions.sort, id: resellerSurveyQuestions.id },
  filters: { q: search(resellerSurveyQuestions.title) },
  serialize: (q) => q,
  ...storedAsSent(SurveyQuestionFormSchema),
  remove: {},
});

/** A follow-up an option names must be another question, marked as a follow-up (hidden until revealed). */
async function checkFollowUps<I extends { questionId: number; joinShowQuestionId: number[] }>(input: I, { tx }: WriteContext) {
  if (input.joinShowQuestionId.includes(input.questionId)) throw httpError(400, SURVEY_ADMIN_MSG.followUpSelf, "joinShowQuestionId");
  if (!input.joinShowQuestionId.length) return input;
  const named = await questionsHidden(tx, input.joinShowQuestionId);
  if (named.length !== new Set(input.joinShowQuestionId).size || named.some((q) => !q.isHide)) {
    throw httpError(400, SURVEY_ADMIN_MSG.followUpNotHidden, "joinShowQuestionId");
  }
  return input;
}

/** 问卷选项: a choice question's options (with the follow-ups they reveal) or a fill question's fields. */
export const surveyOptionsResource = defineResource<SurveyOptionRow>()({
  name: "reseller-survey-options",
  table: resellerSurveyOptions,
  sortable: { sort: resellerSurveyOptions.sort, id: resellerSurveyOptions.id },
  filters: { questionId: equalsInt(resellerSurveyOptions.questionId) },
  serialize: (o) => o,
  create: { schema: SurveyOptionFormSchema, values: checkFollowUps },
  update: { schema: SurveyOptionFormSchema, values: checkFollowUps },
  remove: {},
});
