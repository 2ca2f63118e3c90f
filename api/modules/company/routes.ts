import { publicCall } from "../../protocol/call";
import { CompanyKeySchema, CompanyPageSchema } from "./schemas";
import { searchMainCompanyPage, suggestCompanies } from "./service";

export const companyCalls = [
  /** Company name suggestions: [{id, companyName, mainCompany: {id, name} | null}], [] below 2 characters. */
  publicCall({
    path: "company/GetByKeyName",
    input: CompanyKeySchema,
    handle: (input, { deps }) => suggestCompanies(deps.db, input.name),
  }),

  /** Main company (主体) search, 10 a page: {data: [{id, name}], currentPage, totalPage}. */
  publicCall({
    path: "company/GetTycName",
    input: CompanyPageSchema,
    handle: (input, { deps }) => searchMainCompanyPage(deps.db, input.name, input.currentPage),
  }),
];
