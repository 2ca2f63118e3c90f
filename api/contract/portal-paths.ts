/**
 * Every page address of the portal, as its routes declare them (TanStack Router patterns, `$name` one segment). The
 * server answers 404 for any other address (api/static.ts); portal/routes/tests/paths.test.ts fails when a route is
 * added or changed without its pattern here.
 */
export const PORTAL_PATHS = [
  "/",
  "/home/index",
  "/user/login",
  "/user/interest",
  "/my/index",
  "/my/letter",
  "/my/examinfo",
  "/my/examedit",
  "/my/pearsonceredit",
  "/my/mycourse",
  "/my/trainingattend",
  "/growplan/start",
  "/growplan/planlist",
  "/growplan/learnrecord",
  "/growplan/special",
  "/Faq/Search",
  "/Help/Center",
  "/Help/Clause",
  "/Help/Privacy",
  "/activity/detail",
  "/activity/special",
  "/Training/Detail/$id",
  "/Training/Detail2/$id",
  "/training/Live/$strId",
  "/training/Review/$strId",
  "/Training/List",
  "/Training/CateList",
  "/Training/LiveSchedulelist",
  "/Training/LivePreDetail",
  "/Learning/List",
  "/MoocTraining/Detail/$id",
  "/MoocTraining/Detail2/$id",
  "/mooctraining/StudyNew/$id",
  "/MoocTraining/Certification",
  "/MoocTraining/Certification3",
  "/MoocTraining/Center3",
  "/Solution/List",
  "/Solution/Detail/$id",
  "/Solution/Article/$id",
  "/CaseBase/Index",
  "/CaseBase/Detail/$id",
  "/Idea/Index",
  "/Idea/Detail/$id",
  "/Reward/List",
  "/Reward/Detail/$id",
  "/certification/exam",
  "/certification/carselect",
  "/certification/outline/$kaoShiId",
  "/certification/add/$examid",
  "/certification/examcheck/$examid",
  "/certification/waitaudit",
  "/certification/time",
  "/certification/certificate",
  "/certification/pay",
  "/certification/voucher",
  "/certification/historyscore",
  "/certification/lecsubmit",
  "/certificate/verify",
  "/certificate/print",
] as const;

const segment = (s: string) => (s.startsWith("$") ? "[^/]+" : s.replace(/[.*+?^(){}|[\]\\]/g, "\\$&"));

const PAGES = PORTAL_PATHS.map((path) => ({ path, pattern: new RegExp(`^${path.split("/").map(segment).join("/")}/?$`, "i") }));

/** The router's pattern for `pathname` (as sent, percent-encoded): case-insensitive, a trailing slash allowed; null if none. */
export const portalPathOf = (pathname: string) => PAGES.find((p) => p.pattern.test(pathname))?.path ?? null;
