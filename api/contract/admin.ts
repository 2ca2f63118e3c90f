import * as v from "valibot";
import { RecordIdSchema } from "./admin-form";
import { MSG } from "./mobile";
import { withMobile } from "./mobile-plan";
import type { Role } from "./session";

/** Role names as the back office shows them (keys kept in step with ROLES by `satisfies`). */
export const ROLE_LABELS = {
  person: "个人",
  operator: "运营人员",
  enterprise: "企业",
} as const satisfies Record<Role, string>;

const ROLE_KEYS = Object.keys(ROLE_LABELS) as Role[];

/** Roles that open the back office; a plain person has none of it. */
const ADMIN_ROLES = ["operator", "enterprise"] as const satisfies readonly Role[];
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * Who may read and who may write each back-office resource. The api enforces it on every request;
 * the SPA reads the same table to hide what a role cannot use.
 */
export const ADMIN_ACCESS = {
  users: { read: ["operator", "enterprise"], write: ["operator"] },
  companies: { read: ["operator", "enterprise"], write: ["operator"] },
  "main-companies": { read: ["operator"], write: ["operator"] },
  "sms-outbox": { read: ["operator"], write: [] },
  "letter-broadcasts": { read: ["operator"], write: ["operator"] },
  "audit-logs": { read: ["operator"], write: [] },
  activities: { read: ["operator"], write: ["operator"] },
  "activity-steps": { read: ["operator"], write: ["operator"] },
  "activity-tasks": { read: ["operator"], write: ["operator"] },
  medals: { read: ["operator"], write: ["operator"] },
  "points-settings": { read: ["operator"], write: ["operator"] },
  "points-ledger": { read: ["operator"], write: [] },
  "medal-levels": { read: ["operator"], write: ["operator"] },
  "grow-plans": { read: ["operator"], write: ["operator"] },
  "grow-plan-steps": { read: ["operator"], write: ["operator"] },
  "grow-plan-tasks": { read: ["operator"], write: ["operator"] },
  /** Reference data: course titles for a growth plan's course tasks. */
  "grow-plan-courses": { read: ["operator"], write: [] },
  "activity-signups": { read: ["operator"], write: ["operator"] },
  "training-categories": { read: ["operator"], write: ["operator"] },
  "learning-tags": { read: ["operator"], write: ["operator"] },
  "interest-options": { read: ["operator"], write: ["operator"] },
  /** Reference data: a session's industry choices. */
  "training-industries": { read: ["operator", "enterprise"], write: [] },
  trainings: { read: ["operator"], write: ["operator"] },
  "training-forms": { read: ["operator"], write: ["operator"] },
  "training-attends": { read: ["operator"], write: ["operator"] },
  "training-invites": { read: ["operator"], write: ["operator"] },
  "training-visits": { read: ["operator"], write: [] },
  /** On-demand courses, their chapters and lessons, and comment moderation (hide / show; the text is never edited). */
  courses: { read: ["operator"], write: ["operator"] },
  "course-chapters": { read: ["operator"], write: ["operator"] },
  "course-lessons": { read: ["operator"], write: ["operator"] },
  /** 课程测验 and their attempts (docs/decisions/0055): quizzes written by operators, attempts read only. */
  "course-quizzes": { read: ["operator"], write: ["operator"] },
  "course-quiz-attempts": { read: ["operator"], write: [] },
  "course-comments": { read: ["operator"], write: ["operator"] },
  /** 课程问答 and 公开笔记 (docs/decisions/0054): operators answer as the lecturer and hide with a reason; counts per course. */
  "course-questions": { read: ["operator"], write: ["operator"] },
  "course-answers": { read: ["operator"], write: ["operator"] },
  "course-notes": { read: ["operator"], write: ["operator"] },
  "course-question-counts": { read: ["operator"], write: [] },
  /** Who studies what: an enterprise reads its own company's people only. */
  "course-learners": { read: ["operator", "enterprise"], write: [] },
  /** Course packs (docs/decisions/0035): operators recommend, set points and hide packs and reviews; learners write them. */
  "course-packs": { read: ["operator"], write: ["operator"] },
  "course-pack-items": { read: ["operator"], write: [] },
  "course-pack-replies": { read: ["operator"], write: ["operator"] },
  /** Special columns (专栏), their tabs and the tabs' live sessions and courses. */
  "special-columns": { read: ["operator"], write: ["operator"] },
  "special-column-tabs": { read: ["operator"], write: ["operator"] },
  "special-tab-items": { read: ["operator"], write: ["operator"] },
  /** Course videos operators upload (streamed, up to 2 GB): written through POST /admin/api/videos. */
  videos: { read: [], write: ["operator"] },
  "content-categories": { read: ["operator"], write: ["operator"] },
  "content-solutions": { read: ["operator"], write: ["operator"] },
  "content-articles": { read: ["operator"], write: ["operator"] },
  "content-cases": { read: ["operator"], write: ["operator"] },
  "content-ideas": { read: ["operator"], write: ["operator"] },
  "content-rewards": { read: ["operator"], write: ["operator"] },
  announcements: { read: ["operator"], write: ["operator"] },
  /** The slides of the home page, the catalogue pages and the certification index. */
  banners: { read: ["operator"], write: ["operator"] },
  "help-categories": { read: ["operator"], write: ["operator"] },
  "help-entries": { read: ["operator"], write: ["operator"] },
  /** The search report: this week's top queries and those that found nothing. */
  "search-top-queries": { read: ["operator"], write: [] },
  "search-missed-queries": { read: ["operator"], write: [] },
  /** Exam sittings and who booked them (certification booking). */
  "exam-sessions": { read: ["operator"], write: ["operator"] },
  "exam-bookings": { read: ["operator"], write: [] },
  /** Results and certificates: operators score and revoke; an enterprise sees its employees' certificates (no ID number). */
  "exam-results": { read: ["operator"], write: ["operator"] },
  certificates: { read: ["operator", "enterprise"], write: ["operator"] },
  "certificate-verifications": { read: ["operator"], write: [] },
  /** Paper certificates, invoices and lecturer courses the candidates asked for (certification requests). */
  "paper-certificates": { read: ["operator"], write: ["operator"] },
  "invoice-requests": { read: ["operator"], write: ["operator"] },
  "lecturer-submissions": { read: ["operator"], write: ["operator"] },
  /** Certification exams (fee, attempts, outline, discipline). */
  exams: { read: ["operator"], write: ["operator"] },
  /** 阅卷: short answers of in-house attempts, marked blind (api/modules/certification/online-review). */
  "exam-markings": { read: ["operator"], write: ["operator"] },
  /** 监考记录: in-house attempts, their timelines and snapshots; operators void one with a reason. */
  "exam-attempts": { read: ["operator"], write: ["operator"] },
  /** 题库: the questions of the in-house exam engine (docs/decisions/0052), written or imported by operators. */
  "exam-questions": { read: ["operator"], write: ["operator"] },
  /** Reference data: exam names only, for the filters and columns of registrations and certificates an enterprise reads. */
  "exam-names": { read: ["operator", "enterprise"], write: [] },
  /** Registrations under review; an enterprise reads its own people's, never their ID numbers. */
  "exam-registrations": { read: ["operator", "enterprise"], write: ["operator"] },
  /** Voucher batches and their single-use codes. */
  "voucher-batches": { read: ["operator"], write: ["operator"] },
  vouchers: { read: ["operator"], write: [] },
  /** Orders are written by the provider's notifications only. */
  "payment-orders": { read: ["operator"], write: [] },
  /** Marking money owed back refunded (on an order's ledger row; audited under the order). */
  "payment-refunds": { read: [], write: ["operator"] },
  /**
   * Certified employees' exam fee refunds (docs/decisions/0048): operators approve (原路退款) or refuse. The exams a
   * company sponsors are its HR's to keep (an operator's for any company).
   */
  "exam-fee-refunds": { read: ["operator"], write: ["operator"] },
  "sponsored-exams": { read: ["operator", "enterprise"], write: ["operator", "enterprise"] },
  /** Company binding requests: an enterprise decides its own company's only (docs/decisions/0031). */
  "company-bindings": { read: ["operator", "enterprise"], write: ["operator", "enterprise"] },
  /** Enterprise registrations waiting for an operator's 通过 or 不通过 (docs/decisions/0036). */
  "enterprise-applications": { read: ["operator"], write: ["operator"] },
  /** Partners that hand people over (common/oauthlogin) and reseller auth codes; secrets and codes are shown once (0037). */
  "oauth-partners": { read: ["operator"], write: ["operator"] },
  "reseller-auth-codes": { read: ["operator"], write: ["operator"] },
  /** The reseller survey (docs/decisions/0038): its questions and options, and the answers (read only, CSV). */
  "reseller-survey-questions": { read: ["operator"], write: ["operator"] },
  "reseller-survey-options": { read: ["operator"], write: ["operator"] },
  "reseller-survey-responses": { read: ["operator"], write: [] },
  /** Learning-card batches and their cards (numbers and state; the passwords are shown once, at creation). */
  "card-batches": { read: ["operator"], write: ["operator"] },
  "learning-cards": { read: ["operator"], write: [] },
  /** Files operators upload (exam outlines): written through POST /admin/api/files, listed only in the audit log. */
  files: { read: [], write: ["operator"] },
  /** The points shop: products on and off the shelf, and the order queue (ship, complete, cancel). */
  "shop-products": { read: ["operator"], write: ["operator"] },
  "shop-orders": { read: ["operator"], write: ["operator"] },
  /**
   * Recruitment (docs/decisions/0033): HR writes its own company's profile, positions and applications' stages and
   * notes; operators read every company's, suspend positions and companies, and never read HR's notes.
   */
  "company-profiles": { read: ["operator", "enterprise"], write: ["operator", "enterprise"] },
  /** The profile's logo: pictures only, through POST /admin/api/company-logos (re-encoded), listed only in the audit log. */
  "company-logos": { read: [], write: ["operator", "enterprise"] },
  positions: { read: ["operator", "enterprise"], write: ["operator", "enterprise"] },
  applications: { read: ["operator", "enterprise"], write: ["enterprise"] },
  /** 面试邀请 (docs/decisions/0056): HR sends and cancels its own company's; operators read. */
  interviews: { read: ["operator", "enterprise"], write: ["enterprise"] },
  /**
   * 沟通 (docs/decisions/0056): HR reads an application's messages through the application and writes its own company's
   * (listed only in the audit log); operators review reported messages, hiding or dismissing them.
   */
  "application-messages": { read: [], write: ["enterprise"] },
  "message-reports": { read: ["operator"], write: ["operator"] },
  /** HR's own notes: an operator's scope is empty (they stay the company's), though the row lets the api answer them. */
  "application-notes": { read: ["operator", "enterprise"], write: ["operator", "enterprise"] },
  /** Public CVs only. */
  "talent-pool": { read: ["operator", "enterprise"], write: [] },
  /** The company's certified people with certificates and results (no ID numbers); HR removes and invites. */
  "company-employees": { read: ["operator", "enterprise"], write: ["enterprise"] },
  /** Training-event grading: the questions per live session, and the averages per session and lecturer (read only). */
  "grade-questions": { read: ["operator"], write: ["operator"] },
  "grade-results": { read: ["operator"], write: [] },
} as const satisfies Record<string, { read: readonly AdminRole[]; write: readonly AdminRole[] }>;
export type AdminResource = keyof typeof ADMIN_ACCESS;

export function hasAdminRole(roles: readonly string[]) {
  return ADMIN_ROLES.some((r) => roles.includes(r));
}

export function mayAccess(roles: readonly string[], resource: string, mode: "read" | "write") {
  if (!Object.hasOwn(ADMIN_ACCESS, resource)) return false;
  const allowed: readonly string[] = ADMIN_ACCESS[resource as AdminResource][mode];
  return allowed.some((r) => roles.includes(r));
}

export const ADMIN_MSG = {
  needLogin: "请先登录",
  noAccess: "该账号没有后台权限",
  forbidden: "没有权限执行该操作",
  disabled: "该账号已被停用，请联系客服",
  notFound: "记录不存在",
  badRequest: "请求格式错误",
} as const;

/** "138****5678": what an enterprise account sees of an employee's number. */
export function maskMobile(mobile: string) {
  if (mobile.length <= 4) return "*".repeat(mobile.length);
  const head = mobile.length > 7 ? 3 : 1;
  return mobile.slice(0, head) + "*".repeat(mobile.length - head - 4) + mobile.slice(-4);
}

/** Free text of a form: react-admin sends a cleared input as null. */
function text(max: number, tooLong: string) {
  return v.pipe(v.nullish(v.string(), ""), v.trim(), v.maxLength(max, tooLong));
}

function requiredText(max: number, empty: string, tooLong: string) {
  return v.pipe(text(max, tooLong), v.nonEmpty(empty));
}

const OptionalIdSchema = v.nullish(RecordIdSchema("请选择有效的记录"), null);

/** What an operator may change on a user. Everyone stays a person; an enterprise account needs its company. */
export const UserUpdateSchema = v.pipe(
  v.object({
    chineseName: text(50, "姓名不能超过50个字"),
    companyName: text(100, "公司名称不能超过100个字"),
    roles: v.pipe(
      v.nullish(v.array(v.picklist(ROLE_KEYS, "角色无效"), "角色无效"), []),
      v.transform((roles) => ["person", ...ROLE_KEYS.filter((r) => r !== "person" && roles.includes(r))]),
    ),
    companyId: OptionalIdSchema,
    disabled: v.nullish(v.boolean("请选择是否停用"), false),
  }),
  v.forward(
    v.check((u) => !u.roles.includes("enterprise") || u.companyId !== null, "企业账号需要选择所属公司"),
    ["companyId"],
  ),
);

export const CompanySchema = v.object({
  companyName: requiredText(100, "请输入公司名称", "公司名称不能超过100个字"),
  mainCompanyId: OptionalIdSchema,
});

export const MainCompanySchema = v.object({
  name: requiredText(100, "请输入主体名称", "主体名称不能超过100个字"),
});

/** `bun run create-operator --mobile … [--area-code +86] [--name 张三]`. */
export const CreateOperatorSchema = withMobile({ name: text(50, "姓名不能超过50个字") }, MSG.mobileInvalid);
export type CreateOperator = v.InferOutput<typeof CreateOperatorSchema>;

/** A back-office write as 操作日志 lists it: who, what, when, and the row before and after. */
export type AuditLogRow = {
  id: number;
  actorId: number;
  actorName: string;
  action: string;
  resource: string;
  recordId: string;
  /** The row as it was and as it became (null before a create, after a delete), as the audit wrote it. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};

/** A person as an enterprise account lists its staff: name and masked number, nothing else. */
export type StaffRow = { id: number; chineseName: string; areaCode: string; mobile: string; companyId: number | null };
/** A person as an operator reads and edits them: the account, its roles and state, and the profile kept on /my/edit. */
export type UserRow = StaffRow & {
  companyName: string;
  roles: string[];
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  closedAt: string | null;
} & Record<
    | "province"
    | "city"
    | "email"
    | "qq"
    | "wechat"
    | "department"
    | "position"
    | "address"
    | "mainCompany"
    | "industryFirst"
    | "industryLast"
    | "industryOther"
    | "trainingIndustry",
    string
  >;

/** A named, ordered category of a feature (help, live sessions). */
export type CategoryRow = { id: number; name: string; sort: number };
