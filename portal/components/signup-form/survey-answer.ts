import type { SurveyQuestion } from "@/api/contract/activity";

/** A survey answer while editing: the chosen option ids and the text (free answer, or the 其他 option's text). */
export type SurveyDraft = { chosen: number[]; text: string };
export const EMPTY_SURVEY: SurveyDraft = { chosen: [], text: "" };

/** Question type 2 takes several options; other types with options take one; without options, free text. */
export const MULTIPLE_CHOICE = 2;

/** What is sent as the answer's value: the chosen options' text, 其他 replaced by what was typed. */
export function surveyValue(q: SurveyQuestion, draft: SurveyDraft) {
  if (!q.surveyOptions.length) return draft.text.trim();
  return q.surveyOptions
    .filter((o) => draft.chosen.includes(o.optionId))
    .map((o) => (o.isOther && draft.text.trim() ? draft.text.trim() : o.questionOption))
    .join("，");
}
