import { moocQuizStartCall } from "@/api/contract/course-quiz";
import { api } from "@/portal/lib/api";

/** MoocTraining/QuizStart: draws a paper, or answers the running attempt's again. */
export const startQuiz = (quizId: number) => api.send(moocQuizStartCall, { quizId });
