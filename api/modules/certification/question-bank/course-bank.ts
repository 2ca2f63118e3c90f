/* What the course module reads of 题库: a course's live questions, which its quizzes draw from (docs/decisions/0055). */
export { courseBankOf } from "./queries";
