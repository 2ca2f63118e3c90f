import { companyGetByKeyNameCall, companyGetTycNameCall } from "@/api/contract/company";
import { publicCall } from "../../protocol/call";
import { searchMainCompanyPage, suggestCompanies } from "./service";

export const companyCalls = [
  /** Company name suggestions, [] below 2 characters. */
  publicCall(companyGetByKeyNameCall, {
    handle: (input, { deps }) => suggestCompanies(deps.db, input.name),
  }),

  /** Main company (主体) search, 10 a page. */
  publicCall(companyGetTycNameCall, {
    handle: (input, { deps }) => searchMainCompanyPage(deps.db, input.name, input.currentPage),
  }),
];
