/** What other modules may read of company names: a subquery fragment, so a row and its company's name are one read. */
export { companyNameOf } from "./names/queries";
