/** What other modules may read of courses by id (a learning card names the courses it carries). */
export { courseTitles } from "./titles/queries";
