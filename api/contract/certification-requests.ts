import * as v from "valibot";
import { defineCall } from "./call";
import type { CertificateStatus } from "./certificate";
import type { ExamStatus } from "./certification-booking";
import type { FeeRefundState } from "./exam-fee-refunds";
import { isMainlandMobile } from "./mobile";
import type { Pager } from "./pager";
import { idLike, intLike, PageSchema, pageSizeSchema } from "./pager";

/**
 * What the candidate sends from /my/examinfo and the other certification forms (spec 001 sections 3 and 5), shared by
 * the portal's forms and the api. Field names are the spec's payload names.
 */

/** The three lists of /my/examinfo (spec 001 section 7: "await, success and fail"). */
export const MY_EXAM_TYPES = ["await", "success", "fail"] as const;
export type MyExamType = (typeof MY_EXAM_TYPES)[number];

/** my/examinfo {currentPage, type}: the page's own list call. */
const MyExamPagerSchema = v.object({
  currentPage: PageSchema,
  pageSize: pageSizeSchema(10),
  type: v.optional(v.picklist(MY_EXAM_TYPES, "参数错误"), "await"),
});
export type MyExamPager = v.InferOutput<typeof MyExamPagerSchema>;

export const REQUEST_MSG = {
  province: "省份不能为空",
  city: "城市不能为空",
  address: "详细地址不能为空",
  paperDone: "纸质证书申请成功",
  emailEmpty: "邮箱地址不能为空",
  emailFormat: "邮箱格式不正确",
  invoiceDone: "申请发票成功",
  yunlinkEmpty: "微云文件夹链接 不能为空",
  yunlinkFormat: "请输入正确的微云文件夹链接",
  coursename: "课程名称 不能为空",
  lecDone: "提交成功",
  // Ours: the spec names no message for these.
  unitName: "发票抬头不能为空",
  taxNumber: "纳税人识别号不能为空",
  taxNumberFormat: "纳税人识别号格式不正确",
  takerMobile: "手机号码不能为空",
  takerMobileFormat: "请输入正确的手机号",
  noExam: "考试记录不存在",
} as const;

/** Required text: trimmed, not empty, at most `max` characters. */
const text = (empty: string, max: number) => v.pipe(v.string(empty), v.trim(), v.nonEmpty(empty), v.maxLength(max, `最多${max}个字`));

/** The registration (one exam attempt) a request is about. */
const RegistrationIdSchema = idLike(REQUEST_MSG.noExam);

/** An id the spec's payload carries but the server takes from the registration and the session instead. */
const ignoredId = v.optional(v.unknown());

/** pearson/AddCerPaper {EadID, UserID, ExamID, Province, City, AddressDetail, CertificateID}. */
export const AddCerPaperSchema = v.object({
  EadID: RegistrationIdSchema,
  UserID: ignoredId,
  ExamID: ignoredId,
  CertificateID: ignoredId,
  Province: text(REQUEST_MSG.province, 30),
  City: text(REQUEST_MSG.city, 30),
  AddressDetail: text(REQUEST_MSG.address, 200),
});
export type AddCerPaper = v.InferOutput<typeof AddCerPaperSchema>;

/** 1: an invoice made out to the person; 0: to a company (needs its tax number). */
export const INVOICE_TITLE = { company: 0, personal: 1 } as const;

/** An e-mail address: required, then a plain local@domain.tld shape. */
export const EmailSchema = v.pipe(
  v.string(REQUEST_MSG.emailEmpty),
  v.trim(),
  v.nonEmpty(REQUEST_MSG.emailEmpty),
  v.maxLength(100, REQUEST_MSG.emailFormat),
  v.email(REQUEST_MSG.emailFormat),
);

/**
 * pearson/AddInvoice {eadid, unitName, registrationNumber, takerMobile, detailedAddress, mySelf}: the e-mail the
 * invoice goes to travels in detailedAddress (spec 001 section 3).
 */
export const AddInvoiceSchema = v.pipe(
  v.object({
    eadid: RegistrationIdSchema,
    mySelf: v.pipe(v.optional(intLike, INVOICE_TITLE.personal), v.picklist(Object.values(INVOICE_TITLE), "参数错误")),
    unitName: text(REQUEST_MSG.unitName, 100),
    registrationNumber: v.pipe(v.optional(v.string(), ""), v.trim(), v.toUpperCase()),
    takerMobile: v.pipe(v.string(REQUEST_MSG.takerMobile), v.trim(), v.nonEmpty(REQUEST_MSG.takerMobile)),
    detailedAddress: EmailSchema,
  }),
  v.forward(
    v.check((o) => o.mySelf === INVOICE_TITLE.personal || o.registrationNumber !== "", REQUEST_MSG.taxNumber),
    ["registrationNumber"],
  ),
  // A unified social credit code is 18 characters; older tax numbers 15 or 20.
  v.forward(
    v.check(
      (o) => o.registrationNumber === "" || /^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/.test(o.registrationNumber),
      REQUEST_MSG.taxNumberFormat,
    ),
    ["registrationNumber"],
  ),
  v.forward(
    v.check((o) => isMainlandMobile(o.takerMobile), REQUEST_MSG.takerMobileFormat),
    ["takerMobile"],
  ),
);
export type AddInvoice = v.InferOutput<typeof AddInvoiceSchema>;

/** A Weiyun share is an http(s) address with a host. */
function isWebAddress(s: string) {
  try {
    const url = new URL(s);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Pearson/LecSubmit {yunlink, coursename}. */
export const LecSubmitSchema = v.object({
  yunlink: v.pipe(text(REQUEST_MSG.yunlinkEmpty, 500), v.check(isWebAddress, REQUEST_MSG.yunlinkFormat)),
  coursename: text(REQUEST_MSG.coursename, 100),
});
export type LecSubmit = v.InferOutput<typeof LecSubmitSchema>;

/** The history score page may narrow to one exam (?examid=). */
const HistoryScoreSchema = v.object({ examid: v.optional(v.pipe(intLike, v.minValue(0))) });

/** One attempt as /my/examinfo shows it. */
export type MyExam = {
  eadid: number;
  examId: number;
  examName: string;
  status: ExamStatus;
  statusText: string;
  createTime: string;
  session: { name: string; startTime: string } | null;
  action: { text: string; url: string } | null;
  score: number | null;
  passScore: number;
  zongFen: number;
  resultTime: string;
  certificateNo: string;
  certificate: {
    number: string;
    holderName: string;
    examName: string;
    issuedAt: string;
    expiresAt: string;
    status: CertificateStatus;
    statusText: string;
    code: string;
    printUrl: string;
  } | null;
  paidFen: number;
  paper: { status: "requested" | "shipped" | "refused"; statusText: string; courier: string; trackingNo: string } | null;
  invoice: { status: "requested" | "sent"; statusText: string; invoiceNo: string } | null;
  canPaper: boolean;
  canInvoice: boolean;
  /** The exam fee refund asked for (a certified employee's sponsored exam: docs/decisions/0048), if any. */
  feeRefund: FeeRefundState | null;
  /** Whether 申请退还考试费 is offered: passed, paid online, sponsored by the person's company, not asked yet. */
  canFeeRefund: boolean;
};
/** my/examinfo: one page of a tab (type). */
export type MyExamPage = { list: MyExam[]; pager: Pager & { type: MyExamType } };

/** A scored attempt of pearson/HistoryScore. */
type ScoredAttempt = {
  eadid: number;
  attempt: number;
  score: number;
  status: string;
  statusText: string;
  resultTime: string;
  certificateNo: string;
};
/** An exam's results: its pass mark, best score, whether any attempt passed, and the attempts. */
export type ExamScores = {
  examId: number;
  examName: string;
  passScore: number;
  zongFen: number;
  bestScore: number;
  passed: boolean;
  list: ScoredAttempt[];
};
/** A request (paper certificate, invoice) recorded; url goes back to /my/examinfo. */
export type RequestAdded = { id: number; url: string };

/* The calls (the server's certification/my-exams module). */
export const myExaminfoCall = defineCall({ path: "my/examinfo", input: MyExamPagerSchema }).returns<MyExamPage>();
export const pearsonAddCerPaperCall = defineCall({ path: "pearson/AddCerPaper", input: AddCerPaperSchema }).returns<RequestAdded>();
export const pearsonAddInvoiceCall = defineCall({ path: "pearson/AddInvoice", input: AddInvoiceSchema }).returns<RequestAdded>();
export const pearsonHistoryScoreCall = defineCall({ path: "pearson/HistoryScore", input: HistoryScoreSchema }).returns<{
  list: ExamScores[];
}>();
export const pearsonLecSubmitCall = defineCall({ path: "Pearson/LecSubmit", input: LecSubmitSchema }).returns<{ id: number }>();
