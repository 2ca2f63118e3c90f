/** What other modules may read of people's exam results (an enterprise's certified employees). */
export { examResultsOfPeople } from "./results-of-people/queries";
