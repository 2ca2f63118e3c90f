/** What other modules may read or set of people's accounts, through the account module rather than its table. */
export { setHeadImgUrl } from "./people/queries";
