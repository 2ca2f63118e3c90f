import { moocQuizInfoCall, moocQuizResultCall, moocQuizStartCall, moocQuizSubmitCall } from "@/api/contract/course-quiz";
import { loginCall } from "@/api/protocol/call";
import { quizInfo } from "./info";
import { quizResult } from "./result";
import { startQuiz } from "./start";
import { submitQuiz } from "./submit";

/** Course quizzes (docs/decisions/0055): every call needs a login and reaches only the caller's own attempts. */
export const courseQuizCalls = [
  loginCall(moocQuizInfoCall, {
    handle: (input, { deps, user }) => quizInfo(deps.db, user, input.quizId),
  }),
  loginCall(moocQuizStartCall, {
    handle: (input, { deps, user }) => startQuiz(deps.db, user, input.quizId),
  }),
  loginCall(moocQuizSubmitCall, {
    handle: (input, { deps, user }) => submitQuiz(deps.db, user, input),
  }),
  loginCall(moocQuizResultCall, {
    handle: (input, { deps, user }) => quizResult(deps.db, user, input.attemptId),
  }),
];
