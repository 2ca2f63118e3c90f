import type { AdminResource } from "@/api/contract/admin";

/** The menu's groups in order, each with its resources' lists in order (the load test sits under 系统 for operators). */
export const MENU_GROUPS: { key: string; resources: AdminResource[] }[] = [
  {
    key: "live",
    resources: [
      "trainings",
      "training-attends",
      "training-visits",
      "training-categories",
      "learning-tags",
      "activities",
      "activity-signups",
      "activity-steps",
      "activity-tasks",
      "medals",
      "medal-levels",
    ],
  },
  { key: "courses", resources: ["courses", "course-comments", "course-learners"] },
  {
    key: "certification",
    resources: [
      "exams",
      "exam-registrations",
      "exam-sessions",
      "exam-results",
      "certificates",
      "paper-certificates",
      "invoice-requests",
      "lecturer-submissions",
      "payment-orders",
      "voucher-batches",
      "vouchers",
    ],
  },
  {
    key: "content",
    resources: [
      "content-solutions",
      "content-articles",
      "content-cases",
      "content-ideas",
      "content-rewards",
      "content-categories",
      "announcements",
      "help-entries",
      "help-categories",
      "interest-options",
      "search-top-queries",
      "search-missed-queries",
    ],
  },
  { key: "people", resources: ["users", "companies", "main-companies"] },
  { key: "messages", resources: ["letter-broadcasts", "sms-outbox"] },
  { key: "system", resources: ["audit-logs"] },
];
