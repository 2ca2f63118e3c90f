import { flag, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import type { FormQuestion } from "@/api/contract/activity";
import { type ActivityForm, ActivityFormSchema, type ActivityRow } from "@/api/contract/activity-admin";
import { activities, activitySignups } from "@/db/schema/activity";

type Activity = typeof activities.$inferSelect;

/**
 * Survey questions as stored: answers name questions and options by id, so an edited question keeps its id and a
 * new one gets the next free number.
 */
function numberSurvey(input: ActivityForm["surveyQuestions"], before: FormQuestion[]): FormQuestion[] {
  const known = new Set(before.map((q) => q.id));
  let nextQuestion = Math.max(0, ...before.map((q) => q.id), ...input.map((q) => q.id ?? 0)) + 1;
  const oldOptions = before.flatMap((q) => q.surveyOptions.map((o) => o.optionId));
  let nextOption = Math.max(0, ...oldOptions, ...input.flatMap((q) => q.surveyOptions.map((o) => o.optionId ?? 0))) + 1;
  const seen = new Set<number>();
  return input.map((q) => {
    const id = q.id !== null && known.has(q.id) && !seen.has(q.id) ? q.id : nextQuestion++;
    seen.add(id);
    return {
      id,
      questionType: q.questionType,
      questionName: q.questionName,
      isRequired: q.isRequired,
      surveyOptions:
        q.questionType === 3
          ? []
          : q.surveyOptions.map((o) => ({
              optionId: o.optionId ?? nextOption++,
              questionId: id,
              questionOption: o.questionOption,
              isOther: o.isOther,
            })),
    };
  });
}

function values(input: ActivityForm, before: FormQuestion[]) {
  return { ...input, surveyQuestions: numberSurvey(input.surveyQuestions, before) };
}

/** Flags as the form's switches read them. */
function serialize(a: Activity) {
  return {
    id: a.id,
    title: a.title,
    cover: a.cover,
    startTime: a.startTime,
    endTime: a.endTime,
    contents: a.contents,
    needApprove: a.needApprove === 1,
    agreement: a.agreement,
    isShare: a.isShare === 1,
    userDetailList: a.userDetailList.map((f) => ({ ...f, isRequired: f.isRequired === 1 })),
    surveyQuestions: a.surveyQuestions.map((q) => ({
      ...q,
      isRequired: q.isRequired === 1,
      surveyOptions: q.surveyOptions.map((o) => ({ ...o, isOther: o.isOther === 1 })),
    })),
    createdAt: a.createdAt,
  };
}

/** Activities and special topics with their sign-up form and survey. */
export const activitiesResource = defineResource<ActivityRow>()({
  name: "activities",
  table: activities,
  sortable: { title: activities.title, startTime: activities.startTime, endTime: activities.endTime, createdAt: activities.createdAt },
  filters: { q: search(activities.title), needApprove: flag(activities.needApprove) },
  serialize,
  create: { schema: ActivityFormSchema, values: (input) => values(input, []) },
  update: { schema: ActivityFormSchema, values: (input, { before }) => values(input, before.surveyQuestions) },
  remove: {
    // Sign-ups would go with it (cascade): an activity people signed up for stays.
    check: refuseWhileUsed(activitySignups.activityId, (n) => `该活动已有 ${n} 人报名，不能删除`),
  },
});
