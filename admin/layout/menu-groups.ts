import { type AdminResource, mayAccess } from "@/api/contract/admin";

/** The back office's own pages beside the resources (admin/app.tsx's custom routes), by their path. */
export const CUSTOM_PAGES = {
  /** 压测: Help/yace, which the api answers for operators only (api/modules/help/load-test.ts). */
  "load-test": { label: "app.load_test.title", roles: ["operator"] },
} as const satisfies Record<string, { label: string; roles: readonly string[] }>;
export type CustomPage = keyof typeof CUSTOM_PAGES;

export type MenuSection = {
  key: string;
  /** The lists the section shows, in order; each only to a role that may read it (ADMIN_ACCESS). */
  resources: AdminResource[];
  /** Resources without a list of their own, opened from the pages of this section's lists (so it is their section). */
  reached?: AdminResource[];
  /** Development tools, under their own heading (开发工具) at the section's end; never in production. */
  devTools?: CustomPage[];
};

/**
 * The menu's sections in order (app.menu.<key> names them), by what an operator does: people and companies, live
 * sessions and activities, courses, exams, points, hiring, the site's content, and the system's records.
 */
export const MENU_SECTIONS: MenuSection[] = [
  {
    key: "people",
    resources: [
      "users",
      "enterprise-applications",
      "companies",
      "main-companies",
      "company-bindings",
      "interest-options",
      "oauth-partners",
      "reseller-auth-codes",
      "reseller-survey-questions",
      "reseller-survey-responses",
    ],
    reached: ["reseller-survey-options"],
  },
  {
    key: "live",
    resources: [
      "trainings",
      "training-attends",
      "training-visits",
      "training-categories",
      "learning-tags",
      "grade-questions",
      "grade-results",
      "activities",
      "activity-signups",
      "activity-steps",
      "activity-tasks",
    ],
    reached: ["training-forms", "training-invites", "training-industries"],
  },
  {
    key: "courses",
    resources: [
      "courses",
      "course-quizzes",
      "course-quiz-attempts",
      "course-learners",
      "course-comments",
      "course-questions",
      "course-notes",
      "course-packs",
      "course-pack-replies",
      "special-columns",
      "grow-plans",
      "grow-plan-steps",
      "grow-plan-tasks",
      "card-batches",
    ],
    reached: [
      "course-chapters",
      "course-lessons",
      "course-answers",
      "course-question-counts",
      "course-pack-items",
      "special-column-tabs",
      "special-tab-items",
      "grow-plan-courses",
      "learning-cards",
    ],
  },
  {
    key: "certification",
    resources: [
      "exams",
      "exam-questions",
      "exam-sessions",
      "exam-registrations",
      "exam-results",
      "exam-markings",
      "exam-attempts",
      "certificates",
      "paper-certificates",
      "invoice-requests",
      "exam-fee-refunds",
      "sponsored-exams",
      "lecturer-submissions",
      "payment-orders",
      "voucher-batches",
      "vouchers",
    ],
    reached: ["exam-bookings", "exam-names", "certificate-verifications"],
  },
  { key: "points", resources: ["points-settings", "points-ledger", "medals", "medal-levels", "shop-products", "shop-orders"] },
  {
    key: "zhaopin",
    resources: ["company-profiles", "positions", "applications", "interviews", "talent-pool", "company-employees", "message-reports"],
    reached: ["application-notes"],
  },
  {
    key: "content",
    resources: [
      "announcements",
      "letter-broadcasts",
      "banners",
      "help-entries",
      "help-categories",
      "content-solutions",
      "content-articles",
      "content-cases",
      "content-ideas",
      "content-rewards",
      "content-categories",
      "search-top-queries",
      "search-missed-queries",
    ],
  },
  { key: "system", resources: ["audit-logs", "sms-outbox"], devTools: ["load-test"] },
];

/** A menu whose role has this many entries or fewer (an HR's 13, in four sections: one 800 px screen) starts with every section open. */
export const FOLD_ABOVE = 13;

export type VisibleSection = { key: string; resources: AdminResource[]; devTools: CustomPage[] };

/**
 * The sections a role sees: each with the lists it may read (mayAccess, the table the api enforces) and, outside
 * production, the development tools it may use; a section with nothing for the role is left out.
 */
export function visibleSections(roles: readonly string[], { devTools }: { devTools: boolean }): VisibleSection[] {
  return MENU_SECTIONS.map((s) => ({
    key: s.key,
    resources: s.resources.filter((r) => mayAccess(roles, r, "read")),
    devTools: devTools ? (s.devTools ?? []).filter((p) => mayOpen(roles, p)) : [],
  })).filter((s) => s.resources.length + s.devTools.length > 0);
}

function mayOpen(roles: readonly string[], page: CustomPage) {
  const allowed: readonly string[] = CUSTOM_PAGES[page].roles;
  return allowed.some((r) => roles.includes(r));
}

/** How many entries the sections hold between them. */
export const entryCount = (sections: readonly VisibleSection[]) => sections.reduce((n, s) => n + s.resources.length + s.devTools.length, 0);

/** The section a resource's pages or a custom page belong to; null for the dashboard and pages of no section. */
export function sectionOf(name: string | null): string | null {
  if (!name) return null;
  const found = MENU_SECTIONS.find(
    (s) =>
      (s.resources as string[]).includes(name) ||
      ((s.reached ?? []) as string[]).includes(name) ||
      ((s.devTools ?? []) as string[]).includes(name),
  );
  return found?.key ?? null;
}
