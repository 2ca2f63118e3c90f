/** What other features may read of live sessions: whether a person entered a session (an activity's live tasks). */
export { enteredTrainingIds } from "./queries";
