import type { AdminModule } from "@/api/admin/module";
import { gradeQuestionsResource } from "./grade-questions";
import { gradeResultRoutes } from "./grade-results";

/** The back office of training-event grading: the questions per live session, and the averages. */
export const gradingAdmin: AdminModule = {
  resources: [gradeQuestionsResource],
  routes: { "grade-results": gradeResultRoutes },
};
