import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type LessonAnswerInput,
  type LessonQuestionInput,
  moocAddAnswerCall,
  moocAddQuestionCall,
  moocGetQuestionListCall,
  moocMarkUsefulCall,
} from "@/api/contract/lesson-talk";
import type { Envelope } from "@/api/contract/protocol/client";
import { api } from "../../lib/api";

const QUESTION_PAGE_SIZE = 10;

export const QUESTION_KEYS = {
  all: ["lesson-talk", "questions"],
  lesson: (id: string, lessonId: number) => ["lesson-talk", "questions", id, lessonId],
} as const;

/** MoocTraining/GetQuestionList: one page of a lesson's questions with their answers, newest (0) or most useful (1) first. */
const getQuestionsQueryOptions = (id: string, lessonId: number, order: number, currentPage: number) =>
  queryOptions({
    queryKey: [...QUESTION_KEYS.lesson(id, lessonId), order, currentPage],
    queryFn: () => api.query(moocGetQuestionListCall, { id, lessonId, order: order ? 1 : 0, currentPage, pageSize: QUESTION_PAGE_SIZE }),
  });

/** Under the player and paged in place: the previous page stays while the next loads. */
export const useQuestions = (id: string, lessonId: number, order: number, page: number) =>
  useQuery({ ...getQuestionsQueryOptions(id, lessonId, order, page), placeholderData: (previous) => previous });

/** MoocTraining/AddQuestion; a refusal goes to `onFail` for the form to show. */
export const addQuestion = (input: LessonQuestionInput, onFail: (env: Envelope) => void) =>
  api.send(moocAddQuestionCall, input, { onFail });

/** MoocTraining/AddAnswer: a learner's plain answer. */
export const addAnswer = (input: LessonAnswerInput, onFail: (env: Envelope) => void) => api.send(moocAddAnswerCall, input, { onFail });

/** MoocTraining/MarkUseful: 有用 on (1) or off (0); a refusal is toasted. */
export const markUseful = (target: "question" | "answer", targetId: number, useful: number) =>
  api.send(moocMarkUsefulCall, { target, targetId, useful: useful ? 1 : 0 });
