/** The main navigation (later issues build these pages; until then they reach the 404 page). */
export const NAV_ITEMS = [
  { label: "首页", href: "/home/index", match: ["/", "/home/index"] },
  { label: "直播课程", href: "/Learning/List?isLive=1", match: ["/learning", "/training"] },
  { label: "认证考试", href: "/certification/exam", match: ["/certification"] },
  { label: "积分商城", href: "/jshop", match: ["/jshop"] },
  { label: "帮助中心", href: "/Help/Center", match: ["/help", "/faq"] },
  { label: "招聘", href: "/ZhaoPin", match: ["/zhaopin"] },
] as const;

/** Whether a nav item is the section of `pathname` (paths compare case-insensitively, as routes do). */
export function isActive(item: (typeof NAV_ITEMS)[number], pathname: string) {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return item.match.some((m) => (m === "/" || m === "/home/index" ? path === m : path === m || path.startsWith(`${m}/`)));
}

/** The search results page for a query (spec 000 section 2: /Faq/Search?key=). */
export function searchHref(key: string) {
  return `/Faq/Search?key=${encodeURIComponent(key.trim())}`;
}
