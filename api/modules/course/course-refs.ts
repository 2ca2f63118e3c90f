/* What other features join of courses: a course's link and card, which are published, and courses by code. */
export { courseRefs, coursesByCodes, publishedCourseIds, studiedCourses } from "./queries";
