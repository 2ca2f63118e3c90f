import {
  GRADE_MSG,
  GRADE_STATE_TEXT,
  type GradePage,
  type GradeState,
  type GradeSubmit,
  incompleteQuestions,
} from "@/api/contract/grading";
import type { Db } from "@/db/client";
import { fail } from "../../protocol/errors";
import { enteredTrainingIds, findTraining, signedUpTrainingIds, timeLine } from "../training/service";
import { hasGraded, insertGrading, listQuestions } from "./queries";

/**
 * Who may grade (docs/decisions/0034): a signed-in person who held a place in the session or entered its room or
 * replay, once it has started, once; and only when the operators built its questions.
 */
async function gradeContext(db: Db, userId: number, eventId: string, now: Date) {
  const training = await findTraining(db, eventId);
  if (!training) fail(GRADE_MSG.noEvent);
  const questions = await listQuestions(db, training.id);
  const state = async (): Promise<GradeState> => {
    if (await hasGraded(db, training.id, userId)) return "graded";
    if (now < training.startAt) return "notStarted";
    const [signed, entered] = await Promise.all([
      signedUpTrainingIds(db, userId, [training.id]),
      enteredTrainingIds(db, userId, [training.id]),
    ]);
    if (!signed.has(training.id) && !entered.has(training.id)) return "notAttended";
    return questions.length ? "open" : "noQuestions";
  };
  return { training, questions, state: await state() };
}

/** trainingevent/GetGrade {eventId}: the session, its questions with their four items, and where the person stands. */
export async function gradePage(db: Db, userId: number, eventId: string, now = new Date()): Promise<GradePage> {
  const { training, questions, state } = await gradeContext(db, userId, eventId, now);
  return {
    eventId: training.strId,
    title: training.title,
    time: timeLine(training),
    state,
    stateText: GRADE_STATE_TEXT[state],
    questions: questions.map((q) => ({
      id: q.id,
      title: q.title,
      lecturer: q.lecturer,
      options: q.items.map((title, i) => ({ id: i + 1, title })),
    })),
  };
}

/**
 * trainingevent/grade {list, eventId, suggest}: every question of the session rated on all four items, nothing else
 * (请填写完整信息 otherwise, nothing written); one grading per person per session.
 */
export async function submitGrade(db: Db, userId: number, input: GradeSubmit, now = new Date()) {
  const { training, questions, state } = await gradeContext(db, userId, input.eventId, now);
  if (state !== "open") fail(GRADE_STATE_TEXT[state]);
  const ids = new Set(questions.map((q) => q.id));
  if (input.list.some((a) => !ids.has(a.questionId) || (a.trainId !== undefined && a.trainId !== training.strId))) fail(GRADE_MSG.foreign);
  if (incompleteQuestions([...ids], input.list).length) fail(GRADE_MSG.incomplete);
  const answers = input.list.map(({ questionId, optionId, val }) => ({ questionId, optionId, val }));
  const gradingId = await db.transaction((tx) => insertGrading(tx, { trainingId: training.id, userId, suggest: input.suggest, answers }));
  if (gradingId === null) fail(GRADE_STATE_TEXT.graded);
  return { gradingId };
}
