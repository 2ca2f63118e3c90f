/* What other features read of a person's study: the growth plan's task states and learn record. */
export { courseProgress, learnRecordPage } from "./study/queries";
