/* What other features join of courses: a course's link and card, and which are published. */
export { courseRefs, publishedCourseIds, studiedCourses } from "./queries";
