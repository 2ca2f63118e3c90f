/** What other modules may read of the training industries: which ids exist (a session's 行业 are checked with it). */
export { trainingIndustryIdsAmong } from "./training-industries/queries";
