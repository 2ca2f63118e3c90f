/** What other features may read of people's accounts: names and numbers by id, and conditions naming whose rows. */
export { peopleByIds, userInCompany, userWithMobile } from "./people/queries";
