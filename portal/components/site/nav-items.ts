/** The live list shares /Learning/List with the course center; its section is told apart by isLive=1. */
const LIVE_LIST = "/learning/live";

/** The main navigation (later issues build these pages; until then they reach the 404 page). */
export const NAV_ITEMS = [
  { label: "首页", href: "/home/index", match: ["/", "/home/index"] },
  { label: "课程中心", href: "/Learning/List", match: ["/learning/list", "/learning/special", "/mooctraining"] },
  { label: "直播课程", href: "/Learning/List?isLive=1", match: [LIVE_LIST, "/training"] },
  { label: "认证考试", href: "/certification/exam", match: ["/certification"] },
  { label: "积分商城", href: "/jshop", match: ["/jshop"] },
  // Not /Faq: its only page is the whole site's search (/Faq/Search), which belongs to no section.
  { label: "帮助中心", href: "/Help/Center", match: ["/help"] },
  { label: "招聘", href: "/ZhaoPin", match: ["/zhaopin"] },
] as const;

/** Whether a nav item is the section of the address `href` (paths compare case-insensitively, as routes do). */
export function isActive(item: (typeof NAV_ITEMS)[number], href: string) {
  const [pathname, query = ""] = href.split("#")[0].split("?");
  const bare = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const path = bare === "/learning/list" && new URLSearchParams(query).get("isLive") === "1" ? LIVE_LIST : bare;
  return item.match.some((m) => (m === "/" || m === "/home/index" ? path === m : path === m || path.startsWith(`${m}/`)));
}

/** The search results page for a query (spec 000 section 2: /Faq/Search?key=). */
export function searchHref(key: string) {
  return `/Faq/Search?key=${encodeURIComponent(key.trim())}`;
}
