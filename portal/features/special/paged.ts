import type { Page } from "@/api/contract/pager";

/** The phone's load-more lists ask for the next page while there is one. */
export const nextPage = (last: Page<unknown>) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined);
