import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { moocQuizInfoCall } from "@/api/contract/course-quiz";
import { api } from "@/portal/lib/api";

export const QUIZ_KEYS = { info: (quizId: number) => ["course-quiz", "info", quizId] } as const;

/** MoocTraining/QuizInfo {quizId}: the start screen's figures and the person's attempts (1503 for a visitor). */
const fetchQuizInfo = (quizId: number) => api.query(moocQuizInfoCall, { quizId });

/** Asked afresh on every visit: the attempts change with every submit. */
export const getQuizInfoQueryOptions = (quizId: number) =>
  queryOptions({ queryKey: QUIZ_KEYS.info(quizId), queryFn: () => fetchQuizInfo(quizId), staleTime: 0 });

export const useQuizInfo = (quizId: number) => useSuspenseQuery(getQuizInfoQueryOptions(quizId)).data;
