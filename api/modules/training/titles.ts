/** What other features may read of live sessions to name them beside their own rows: title and start, by id. */
export { trainingTitlesByIds } from "./titles/queries";
