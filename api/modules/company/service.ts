import { pagerOf } from "@/api/contract/pager";
import type { Db } from "@/db/client";
import { countMainCompanies, searchCompanies, searchMainCompanies } from "./queries";

/**
 * What other modules may ask of companies: the back office's user form checks the company it is given, an enterprise
 * application's approval finds or makes the applied one, binding and hiring name the companies of their rows, hiring
 * shows and suspends them.
 */
export {
  companiesByIds,
  companyExists,
  findCompaniesByName,
  findCompany,
  findOrCreateCompany,
  lockCompany,
  setCompanySuspended,
  suspendedCompanyIds,
} from "./queries";

/** Suggestions start past one character (spec 000 section 5) and show at most 10. */
const SUGGEST_MIN_CHARS = 2;
const SUGGEST_LIMIT = 10;
/** 主体 search starts at 2 characters (spec 000 section 5), 10 a page. */
const MAIN_MIN_CHARS = 2;
const MAIN_PAGE_SIZE = 10;

import type { CompanySuggestion } from "@/api/contract/company";

export type { CompanySuggestion };

export async function suggestCompanies(db: Db, name: string): Promise<CompanySuggestion[]> {
  if ([...name].length < SUGGEST_MIN_CHARS) return [];
  const rows = await searchCompanies(db, name, SUGGEST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    companyName: r.companyName,
    mainCompany: r.mainCompanyId === null ? null : { id: r.mainCompanyId, name: r.mainCompanyName ?? "" },
  }));
}

/** {data, currentPage, totalPage}: the page asked for of the main companies matching `name`. */
export async function searchMainCompanyPage(db: Db, name: string, currentPage: number) {
  if ([...name].length < MAIN_MIN_CHARS) return { data: [], currentPage, totalPage: 0 };
  const total = await countMainCompanies(db, name);
  const data = total ? await searchMainCompanies(db, name, (currentPage - 1) * MAIN_PAGE_SIZE, MAIN_PAGE_SIZE) : [];
  return { data, currentPage, totalPage: pagerOf(currentPage, MAIN_PAGE_SIZE, total).totalPage };
}
