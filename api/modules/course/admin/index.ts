import type { AdminModule } from "@/api/admin/module";
import { courseChaptersResource } from "./course-chapters";
import { courseCommentsResource } from "./course-comments";
import { courseLearnersResource } from "./course-learners";
import { courseLessonsResource } from "./course-lessons";
import { courseQuizAttemptsResource } from "./course-quiz-attempts";
import { courseQuizzesResource } from "./course-quizzes";
import { coursesResource } from "./courses";
import { growPlanCoursesResource } from "./grow-plan-courses";

/**
 * The back office of on-demand courses: courses, chapters, lessons, quizzes and their attempts, comment moderation, who
 * studies what, and the course titles a growth plan's course task is chosen from.
 */
export const courseAdmin: AdminModule = {
  resources: [
    coursesResource,
    courseChaptersResource,
    courseLessonsResource,
    courseQuizzesResource,
    courseQuizAttemptsResource,
    courseCommentsResource,
    courseLearnersResource,
    growPlanCoursesResource,
  ],
};
