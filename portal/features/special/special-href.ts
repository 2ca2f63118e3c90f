import type { TabKind } from "./tab-items";

/** The special tabs page's address: the special id last (spec 001), the tab, list and page in the query. */
export function specialTabsHref(specialId: number, q: { tabsId?: number; kind?: TabKind; page?: number } = {}) {
  const params = new URLSearchParams();
  if (q.tabsId) params.set("tabsId", String(q.tabsId));
  if (q.kind && q.kind !== 1) params.set("type", String(q.kind));
  if (q.page && q.page > 1) params.set("page", String(q.page));
  const query = params.toString();
  return `/MoocTraining/SpecialTabs/${specialId}${query ? `?${query}` : ""}`;
}

/** The address's special id; anything but a positive whole number is 0, which the call refuses as 专栏不存在或已下线. */
export function specialIdOf(segment: string) {
  const n = Number(segment);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
