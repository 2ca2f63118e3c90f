/**
 * What other features may read of live sessions: whether a person entered a session (an activity's live tasks) or
 * holds a place in it (a growth plan's live tasks), the sessions a person signed up for (the my area), and a published
 * session by its public id with its time line (the grading page).
 */
export { attendedTrainingPage } from "./attended";
export { timeLine } from "./phase";
export { enteredTrainingIds, findSessionLecturers, findTraining, signedUpTrainingIds } from "./queries";
