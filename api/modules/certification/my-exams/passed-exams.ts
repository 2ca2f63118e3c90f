/** What My/Radar reads of certification: the exams the person passed. */
export { passedExamNames } from "./queries";
