/** What other modules may read of exams by id (a learning card batch checks the exams it carries). */
export { examNamesByIds } from "./names/queries";
