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
