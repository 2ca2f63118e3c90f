/** Live sessions as other features join them to their own rows (subqueries training builds over its table). */
export { attendedSessions, publishedSessionIds, sessions } from "./sessions/queries";
