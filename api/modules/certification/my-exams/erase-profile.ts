/** What closing an account (my/CloseAccount) erases of certification: the exam profile. */
export { eraseExamProfile } from "./queries";
