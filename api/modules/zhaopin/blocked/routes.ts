import {
  BLOCKED_MSG,
  zhaopinBlockCompanyCall,
  zhaopinGetMyBlockedCompaniesCall,
  zhaopinUnblockCompanyCall,
} from "@/api/contract/zhaopin-blocked";
import { loginCall, reply } from "../../../protocol/call";
import { blockCompany, myBlockedCompanies, unblockCompany } from "./service";

/** 屏蔽企业: the signed-in person's own list. */
export const zhaopinBlockedCalls = [
  loginCall(zhaopinGetMyBlockedCompaniesCall, { handle: (_input, { deps, user }) => myBlockedCompanies(deps.db, user.id) }),
  loginCall(zhaopinBlockCompanyCall, {
    handle: async (input, { deps, user }) => reply(await blockCompany(deps.db, user.id, input.companyId), BLOCKED_MSG.blocked),
  }),
  loginCall(zhaopinUnblockCompanyCall, {
    handle: async (input, { deps, user }) => reply(await unblockCompany(deps.db, user.id, input.companyId), BLOCKED_MSG.unblocked),
  }),
];
