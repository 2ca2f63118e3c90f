import { safeRedirect } from "@/api/contract/redirect";

/** Where a letter's 查看详情 leads: its same-site path, or nothing when it has none (a foreign address becomes '/'). */
export const letterLink = (url: string, origin: string) => (url ? safeRedirect(url, origin) : null);
