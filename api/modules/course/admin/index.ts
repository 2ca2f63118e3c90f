import type { AdminModule } from "@/api/admin/module";
import { courseChaptersResource } from "./course-chapters";
import { courseCommentsResource } from "./course-comments";
import { courseLearnersResource } from "./course-learners";
import { courseLessonsResource } from "./course-lessons";
import { coursesResource } from "./courses";

/** The back office of on-demand courses: courses, chapters, lessons, comment moderation and who studies what. */
export const courseAdmin: AdminModule = {
  resources: [coursesResource, courseChaptersResource, courseLessonsResource, courseCommentsResource, courseLearnersResource],
};
