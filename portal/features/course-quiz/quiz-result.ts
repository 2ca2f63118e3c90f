import { moocQuizResultCall } from "@/api/contract/course-quiz";
import { api } from "@/portal/lib/api";

/** MoocTraining/QuizResult {attemptId}: a submitted attempt's score and review (查看上次结果). */
export const fetchQuizResult = (attemptId: number) => api.send(moocQuizResultCall, { attemptId });
