import * as v from "valibot";
import { int, link, RecordIdSchema, requiredText, text, time } from "./admin-form";
import type { CertificateStatus } from "./certificate";
import { MSG } from "./mobile";
import {
  ANY,
  type ApplicationSource,
  type ApplicationStage,
  COMPANY_SIZES,
  EDUCATIONS,
  POSITION_TYPES,
  type PositionStatus,
  WORK_STYLES,
  WORK_YEARS,
} from "./zhaopin";
import type { CvAttachmentInfo } from "./zhaopin-cv-attachment";
import type { CvCertificate } from "./zhaopin-cv-certificates";
import type { CompanyProfile } from "./zhaopin-positions";

/**
 * The hiring back office (招聘, issue 17): the company profile, positions, applications with their stages and notes,
 * the talent pool and certified employees, as enterprise HR and operators write them (docs/decisions/0033).
 */

/** Invitations one company may send a day (Beijing): enough for a team, too few to spam. */
export const EMPLOYEE_INVITES_PER_DAY = 20;

export const ZHAOPIN_ADMIN_MSG = {
  noCompany: "请使用企业账号发布职位",
  noExam: "持证优先的证书不存在",
  notDraft: "只有草稿状态的职位可以发布",
  notOpen: "只有招聘中的职位可以关闭",
  notClosed: "只有已关闭的职位可以重新开放",
  expired: "截止日期已过，请先修改截止日期",
  suspended: "该职位已被平台暂停，不能操作",
  notSuspended: "该职位未被暂停",
  alreadySuspended: "该职位已被暂停",
  companyNotSuspended: "该公司未被暂停",
  companyAlreadySuspended: "该公司已被暂停",
  withdrawn: "候选人已撤回投递，不能更改状态",
  sameStage: "所选投递已是该状态",
  noApplication: "投递不存在",
  notEmployee: "此人不是本公司的认证员工",
  invited: "邀请已发送：对方会收到站内信，在“绑定公司”页面确认后成为本公司员工",
  notInvitable: "只能邀请投递过本公司职位、或公开了简历的求职者",
  inviteLimit: `今日邀请已达上限（每天${EMPLOYEE_INVITES_PER_DAY}次），请明天再试`,
  invitedAlready: "该用户已是本公司员工",
  noteEmpty: "请填写备注",
} as const;

/** Ours: a salary bound in yuan a month. */
const SALARY_MAX = 1_000_000;
const salary = (message: string) =>
  v.pipe(v.nullish(v.number(message), 0), v.integer(message), v.minValue(0, message), v.maxValue(SALARY_MAX, message));

const POSITION_TAG_MAX = 8;
const PREFERRED_EXAMS_MAX = 3;
const pickOne = <T extends readonly string[]>(options: T, message: string) => v.picklist(options, message);

/**
 * A position as HR writes it; the company is the caller's, never the body's. Salary 0-0 is 面议; otherwise the
 * minimum is at least 1 and not above the maximum.
 */
export const PositionSchema = v.pipe(
  v.object({
    name: requiredText(50, "请填写职位名称", "职位名称不能超过50个字"),
    positionType: pickOne(POSITION_TYPES, "请选择职位类型"),
    salaryMin: salary("最低月薪须为0到1000000的整数"),
    salaryMax: salary("最高月薪须为0到1000000的整数"),
    education: v.optional(pickOne([ANY, ...EDUCATIONS], "请选择学历要求"), ANY),
    workYears: v.optional(pickOne([ANY, ...WORK_YEARS], "请选择工作经验"), ANY),
    workStyle: v.optional(pickOne(WORK_STYLES, "请选择工作性质"), "全职"),
    tags: v.pipe(
      v.nullish(v.array(v.pipe(v.string("标签无效"), v.trim(), v.nonEmpty("标签不能为空"), v.maxLength(10, "每个标签不能超过10个字"))), []),
      v.maxLength(POSITION_TAG_MAX, `标签最多${POSITION_TAG_MAX}个`),
      v.transform((tags) => [...new Set(tags)]),
    ),
    preferredExamIds: v.pipe(
      v.nullish(v.array(RecordIdSchema(ZHAOPIN_ADMIN_MSG.noExam)), []),
      v.maxLength(PREFERRED_EXAMS_MAX, `持证优先最多选${PREFERRED_EXAMS_MAX}个证书`),
      v.transform((ids) => [...new Set(ids)]),
    ),
    province: requiredText(30, "请选择省份", "省份名称过长"),
    city: requiredText(30, "请选择城市", "城市名称过长"),
    address: text(200, "工作地址不能超过200个字"),
    description: requiredText(5000, "请填写职位描述", "职位描述不能超过5000个字"),
    headcount: v.optional(int(0, 10_000, "招聘人数须为0到10000的整数"), 0),
    expiresAt: v.nullish(time("请选择有效的截止日期"), null),
  }),
  v.forward(
    v.check((p) => p.salaryMax >= p.salaryMin, "最高月薪不能低于最低月薪"),
    ["salaryMax"],
  ),
  v.forward(
    v.check((p) => (p.salaryMin === 0) === (p.salaryMax === 0), "薪资面议时最低和最高月薪都填0，否则都须大于0"),
    ["salaryMin"],
  ),
);

/** An operator's suspension of a position, with the reason HR reads. */
export const PositionSuspendSchema = v.object({
  reason: requiredText(200, "请填写暂停原因", "暂停原因不能超过200个字"),
});

/** The company's public profile as its HR writes it (the name and main company stay the operators'). */
export const CompanyProfileSchema = v.object({
  logo: link("公司Logo"),
  introduction: text(5000, "公司介绍不能超过5000个字"),
  province: text(30, "省份名称过长"),
  city: text(30, "城市名称过长"),
  industry: text(50, "行业不能超过50个字"),
  size: v.nullish(v.picklist(["", ...COMPANY_SIZES], "请选择公司规模"), ""),
});

/** The stages HR moves an application to (sent is the candidate's; withdrawn too). */
export const HR_STAGES = ["viewed", "interview", "unsuitable", "hired"] as const satisfies readonly ApplicationStage[];

/** Moving one or many applications (the list's bulk action) to one stage. */
export const StageMoveSchema = v.object({
  ids: v.pipe(v.array(RecordIdSchema("请选择投递"), "请选择投递"), v.minLength(1, "请选择投递"), v.maxLength(100, "一次最多处理100条投递")),
  stage: v.picklist(HR_STAGES, "请选择要更改的状态"),
});

/** HR's private note on an application. */
export const ApplicationNoteSchema = v.object({
  applicationId: RecordIdSchema("请选择投递"),
  body: requiredText(1000, ZHAOPIN_ADMIN_MSG.noteEmpty, "备注不能超过1000个字"),
});

/** Inviting a person by mobile to bind to the company (mainland numbers, as HR types them). */
export const EmployeeInviteSchema = v.object({
  mobile: v.pipe(v.string(MSG.mobileInvalid), v.trim(), v.regex(/^1\d{10}$/, MSG.mobileInvalid)),
});

/** Where the candidate follows their applications (the stage letters link there). */
export const ZHAOPIN_APPLIED_PATH = "/ZhaoPin/applied/";

/* The rows of the hiring back office, as serialize and figures produce them and the screens read them. */

/** A position (positions). */
export type PositionRow = {
  id: number;
  companyId: number;
  name: string;
  positionType: string;
  salaryMin: number;
  salaryMax: number;
  education: string;
  workYears: string;
  workStyle: string;
  tags: string[];
  /** 持证优先: the exams whose certificate the company prefers. */
  preferredExamIds: number[];
  province: string;
  city: string;
  address: string;
  description: string;
  headcount: number;
  status: PositionStatus;
  suspendedAt: string | null;
  suspendReason: string;
  expiresAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A company's public profile as the portal shows it (company-profiles), and whether an operator suspended it. */
export type CompanyProfileRow = CompanyProfile & { suspendedAt: string | null };

/** Who applied and for what, beside an application's own fields (labels for the coded ones, the mobile masked). */
export type ApplicationFigures = {
  positionName: string;
  candidateName: string;
  sex: string;
  age: number | null;
  education: string;
  workYears: string;
  city: string;
  jobStatus: string;
  mobile: string;
  noteCount: number;
  /** 沟通: the candidate's messages HR has not read. */
  unreadMessages: number;
  /** The candidate's 已验证证书 they did not hide, with the status at the time of reading; never an ID number. */
  certificates: CvCertificate[];
};

/** An application (applications). */
export type ApplicationRow = {
  id: number;
  positionId: number;
  companyId: number;
  userId: number;
  stage: ApplicationStage;
  /** Where the candidate came from to apply (APPLICATION_SOURCE_LABEL). */
  source: ApplicationSource;
  createdAt: string;
  updatedAt: string;
} & ApplicationFigures;

/**
 * A position's 招聘漏斗 (`GET positions/:id/funnel`): its page's views, the applications to it, those that reached
 * 邀请面试 (moved there, or sent an invitation) and those whose invitation the candidate accepted.
 */
export type PositionFunnel = { views: number; applications: number; invited: number; accepted: number };

/** A CV's own fields as HR reads them: labels for sex and job status; no ID number or contact detail. */
export type CvHeadline = {
  id: number;
  chineseName: string;
  age: number;
  province: string;
  city: string;
  education: string;
  workStyle: string;
  workYears: string;
  description: string;
  photo: string;
  updatedAt: string;
  sex: string;
  jobStatus: string;
};

/** A CV's rows as HR reads them. */
type CvParts = {
  works: { id: number; startTime: string; endTime: string; companyName: string; position: string; salary: string }[];
  educations: { id: number; startTime: string; endTime: string; university: string; major: string; education: string }[];
  intentions: { id: number; positionType: string; salaryRange: string; education: string; province: string; city: string }[];
};

/** An application opened (`POST applications/:id/view`): the candidate's CV (mobile masked) and the history. */
export type ApplicationView = ApplicationRow & {
  cv: (CvHeadline & { mobile: string } & CvParts) | null;
  /** 附件简历 of the CV sent, downloaded from `applicationCvAttachmentPath(id)`; null when it has none. */
  cvAttachment: CvAttachmentInfo | null;
  events: { id: number; stage: ApplicationStage; createdAt: string; actorId: number | null }[];
};

/** HR's private note on an application (application-notes). */
export type ApplicationNoteRow = {
  id: number;
  applicationId: number;
  authorId: number | null;
  body: string;
  createdAt: string;
  authorName: string;
};

/** A public CV of the talent pool (talent-pool), the owner's mobile masked, with the certificates it shows. */
export type TalentRow = CvHeadline & { mobile: string; certificates: CvCertificate[] } & CvParts;

/** A person of the caller's company (company-employees): certificates and results, never an ID number or full mobile. */
/** What hiring adds beside each of a company's people on 认证员工: certificates, exam results and the binding. */
export type EmployeeFigures = Omit<CompanyEmployeeRow, "id" | "chineseName" | "areaCode" | "mobile" | "companyId">;
export type CompanyEmployeeRow = {
  id: number;
  chineseName: string;
  areaCode: string;
  mobile: string;
  companyId: number | null;
  employeeId: string;
  boundAt: string | null;
  bound: boolean;
  certificates: {
    id: number;
    number: string;
    examName: string;
    score: number | null;
    issuedAt: string;
    expiresAt: string | null;
    status: CertificateStatus;
  }[];
  results: { id: number; examName: string; status: string; score: number | null; resultAt: string | null }[];
};
