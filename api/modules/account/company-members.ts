import { users } from "@/db/schema/account/users";

/** The company each account belongs to (users.company_id): the company module keeps a company that still has members. */
export const memberCompanyId = users.companyId;
