/**
 * What other features may read of live sessions: whether a person entered a session (an activity's live tasks) or
 * holds a place in it (a growth plan's live tasks), and the sessions a person signed up for (the my area).
 */
export { attendedTrainingPage } from "./attended";
export { enteredTrainingIds, signedUpTrainingIds } from "./queries";
