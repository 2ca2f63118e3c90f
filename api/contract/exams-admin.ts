import * as v from "valibot";
import { flag, int, link, RecordIdSchema, requiredText, text } from "./admin-form";
import { paperFigures } from "./online-exam";
import { type ExamPaperRow, examPaperFields, PAPER_MSG } from "./online-exam-admin";

/** An exam as an operator creates and edits it (back office `exams`). The fee is typed in yuan and stored in fen. */
export const ExamFormSchema = v.pipe(
  v.object({
    name: requiredText(100, "请输入考试名称", "考试名称不能超过100个字"),
    series: text(50, "认证系列不能超过50个字"),
    kaoShiId: text(64, "考试编号不能超过64个字符"),
    cover: link("封面图片"),
    intro: text(2000, "考试简介不能超过2000个字"),
    fee: v.pipe(
      v.number("请输入报名费（元）"),
      v.minValue(0, "报名费不能为负数"),
      v.maxValue(100_000, "报名费不能超过100000元"),
      v.check((yuan) => Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6, "报名费最多保留两位小数"),
    ),
    isVideo: flag("请选择是否视频考试"),
    cnt: int(0, 1000, "考试次数须为0到1000之间的整数（0为不限）"),
    monthlyLimit: int(0, 100, "每月次数须为0到100之间的整数（0为不限）"),
    subjectNum: int(0, 10_000, "题目数须为0到10000之间的整数"),
    zongFen: int(1, 10_000, "总分须为1到10000之间的整数"),
    passScore: int(0, 10_000, "及格分须为0到10000之间的整数"),
    duration: int(1, 1440, "考试时长须为1到1440分钟"),
    /** The outline file's address; empty shows '暂未提供'. */
    outlineUrl: link("考试大纲"),
    discipline: text(5000, "考试纪律不能超过5000个字"),
    certValidMonths: v.nullish(int(1, 1200, "证书有效期须为1到1200个月"), null),
    published: flag("请选择是否发布"),
    sort: v.nullish(int(0, 100_000, "排序须为0到100000之间的整数"), 0),
    /** 组卷规则, 允许离开次数, 考后可查看答卷 (api/contract/online-exam-admin.ts). */
    ...examPaperFields,
  }),
  // With paper rules, 题目数 and 总分 follow from them; whatever was typed is ignored.
  v.transform((e) => (e.paperRules ? { ...e, ...paperFigures(e.paperRules) } : e)),
  v.forward(
    v.check(
      (e) => e.passScore <= e.zongFen,
      (issue) => (issue.input.paperRules ? PAPER_MSG.passOverTotal(issue.input.zongFen) : "及格分不能高于总分"),
    ),
    ["passScore"],
  ),
);
export type ExamForm = v.InferOutput<typeof ExamFormSchema>;

/** Registration statuses as the back office labels them. */
export const REGISTRATION_STATUS_LABELS = {
  check: "待拍照验证",
  unpaid: "待支付",
  waitaudit: "待审核",
  approved: "已通过审核",
  booked: "已预约",
  passed: "考试通过",
  failed: "考试未通过",
  rejected: "已驳回",
  cancelled: "已取消",
} as const;

/** How a registration was paid, as the back office labels it. */
export const PAY_METHOD_LABELS: Record<string, string> = { sandbox: "在线支付", wechat: "微信支付", voucher: "代金券", free: "免费" };

/** 通过 / 驳回 of many registrations at once; a rejection needs its reason, which the candidate reads. */
export const RegistrationReviewSchema = v.pipe(
  v.object({
    ids: v.pipe(
      v.array(RecordIdSchema("请选择报名记录"), "请选择报名记录"),
      v.minLength(1, "请选择报名记录"),
      v.maxLength(500, "一次最多处理500条"),
    ),
    decision: v.picklist(["approve", "reject"], "请选择审核结果"),
    reason: text(200, "驳回原因不能超过200个字"),
  }),
  v.forward(
    v.check((r) => r.decision === "approve" || r.reason !== "", "请填写驳回原因"),
    ["reason"],
  ),
);

/** A certification exam as the back office lists and edits it (the fee in yuan, as the form takes it). */
export type ExamRow = {
  id: number;
  name: string;
  series: string;
  kaoShiId: string;
  cover: string;
  intro: string;
  fee: number;
  isVideo: boolean;
  cnt: number;
  monthlyLimit: number;
  subjectNum: number;
  zongFen: number;
  passScore: number;
  duration: number;
  outlineUrl: string;
  discipline: string;
  certValidMonths: number | null;
  published: boolean;
  sort: number;
  createdAt: string;
} & ExamPaperRow;

/** An exam's name only (what an enterprise account's screens filter and name rows by). */
export type ExamNameRow = { id: number; name: string };
