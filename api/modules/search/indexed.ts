/** What other modules may ask of the search index in their own queries: which of their rows it holds. */
export { indexedSourceIds } from "./indexed/queries";
