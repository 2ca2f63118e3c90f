/** The back office's company rows (companies, main companies), as their screens read them. */

/** A company: an enterprise sees its own only. */
export type CompanyRow = { id: number; companyName: string; mainCompanyId: number | null; createdAt: string };

/** A main company (主体): the legal body company names belong to. */
export type MainCompanyRow = { id: number; name: string };
