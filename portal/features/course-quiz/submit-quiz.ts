import { moocQuizSubmitCall, type QuizAnswerInput } from "@/api/contract/course-quiz";
import { api } from "@/portal/lib/api";

/** MoocTraining/QuizSubmit: 交卷 with the whole paper's answers; answers the marked result at once. */
export const submitQuiz = (attemptId: number, answers: QuizAnswerInput[]) => api.send(moocQuizSubmitCall, { attemptId, answers });
