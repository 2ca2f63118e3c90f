/* What other features read of lessons (lesson questions and notes): the lesson a person studies, and lessons to join. */
export { findStudiedLesson, hasBegun, lessonRefs } from "./lessons/queries";
