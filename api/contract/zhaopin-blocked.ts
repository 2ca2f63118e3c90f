import * as v from "valibot";
import { defineCall } from "./call";
import { idLike } from "./pager";

/** 屏蔽企业 (issue 38 part 5): companies whose HR never finds the person's CV in the talent pool or its search. */

export const MAX_BLOCKED_COMPANIES = 50;

export const BLOCKED_MSG = {
  company: "请选择要屏蔽的企业",
  noCompany: "企业不存在",
  tooMany: `最多屏蔽${MAX_BLOCKED_COMPANIES}家企业`,
  blocked: "已屏蔽该企业",
  unblocked: "已取消屏蔽",
} as const;

/** ZhaoPin/BlockCompany and ZhaoPin/UnblockCompany {companyId}. */
export const BlockCompanySchema = v.object({ companyId: idLike(BLOCKED_MSG.company) });

/** A company the person blocks; `at` is Beijing 'YYYY-MM-DD'. */
export type BlockedCompany = { companyId: number; companyName: string; at: string };

/* The calls (the server's zhaopin/blocked module); 1503 signed out. */
export const zhaopinGetMyBlockedCompaniesCall = defineCall({ path: "ZhaoPin/GetMyBlockedCompanies" }).returns<{ list: BlockedCompany[] }>();
export const zhaopinBlockCompanyCall = defineCall({ path: "ZhaoPin/BlockCompany", input: BlockCompanySchema }).returns<{
  list: BlockedCompany[];
}>();
export const zhaopinUnblockCompanyCall = defineCall({ path: "ZhaoPin/UnblockCompany", input: BlockCompanySchema }).returns<{
  list: BlockedCompany[];
}>();
