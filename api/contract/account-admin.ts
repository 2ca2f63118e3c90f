import type { EnterpriseApplicationStatus } from "./registration";

/**
 * An enterprise application as the back office lists it (dates as ISO text): the application, who applied, and the
 * existing company of the applied name (companyNameMatched: its id, or null).
 */
export type EnterpriseApplicationRow = {
  id: number;
  userId: number;
  companyName: string;
  accountId: string;
  status: EnterpriseApplicationStatus;
  reason: string;
  companyId: number | null;
  createdAt: string;
  decidedAt: string | null;
  chineseName: string;
  areaCode: string;
  mobile: string;
  companyNameMatched: number | null;
};
