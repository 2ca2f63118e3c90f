/** What other modules may read of the certificates people hold (an enterprise's certified employees). */
export { certificatesOfPeople } from "./of-people/queries";
