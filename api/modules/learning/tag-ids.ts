/** What other modules may read of the learning tags: which ids exist (a session's 标签 are checked with it). */
export { tagIdsAmong } from "./tag-ids/queries";
