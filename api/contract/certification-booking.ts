import * as v from "valibot";
import { int, link, RecordIdSchema, requiredText, time } from "./admin-form";
import { defineCall } from "./call";
import { SITTING_MODES } from "./online-exam";
import { idLike } from "./pager";

/** Messages of date and session booking (spec 001 section 5 "Other certification forms": time selection). */
export const BOOKING_MSG = {
  /** Spec 001 section 5: date and session both required. */
  required: "请完善页面信息再进行下一步操作",
  badExam: "考试不存在",
  notApproved: "请先完成报名审核",
  noSitting: "该场次不存在，请重新选择",
  started: "该场次已开始，请选择其他场次",
  full: "该场次已满，请选择其他场次",
  alreadyHeld: "您已预约该考试的场次",
  heldStarted: "已预约的场次已开始，不能更换",
} as const;

/** A Beijing calendar date as the picker sends it. */
const DateSchema = v.pipe(v.string(BOOKING_MSG.required), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MSG.required));

const ExamIdField = idLike(BOOKING_MSG.badExam);

/** pearson/examstatus {examid}. */
const ExamIdSchema = v.object({ examid: ExamIdField });

/** pearson/gettime {examid?}: the spec sends no payload, which means the candidate's bookable exam. */
const SittingDatesSchema = v.object({ examid: v.optional(ExamIdField) });

/** pearson/getsesstion {starttime (the chosen date), examid?}. */
const SessionDaySchema = v.object({ starttime: DateSchema, examid: v.optional(ExamIdField) });
export type SessionDay = v.InferOutput<typeof SessionDaySchema>;

/**
 * pearson/GetSesstionToUrl {id (the sitting), starttime (its date), examid}; the time page validates with it too,
 * so a missing date or sitting says '请完善页面信息再进行下一步操作' (the defaults fail the checks) before anything is sent.
 * `change: 1` moves an existing booking to this sitting; without it a booked candidate gets their sitting back.
 */
export const BookSessionSchema = v.object({
  starttime: v.optional(DateSchema, ""),
  id: v.optional(idLike(BOOKING_MSG.required), 0),
  examid: ExamIdField,
  change: v.optional(v.picklist([0, 1]), 0),
});
export type BookSession = v.InferOutput<typeof BookSessionSchema>;

/** Registration statuses as the candidate reads them. */
export const STATUS_TEXT = {
  none: "未报名",
  check: "待完成拍照验证",
  unpaid: "待支付",
  waitaudit: "报名信息审核中",
  approved: "审核通过，请预约考试场次",
  booked: "已预约考试",
  passed: "考试通过",
  failed: "考试未通过",
  rejected: "报名审核未通过",
  cancelled: "报名已取消",
} as const;
export type ExamStatus = keyof typeof STATUS_TEXT;

/** A sitting as an operator creates and edits it in the back office (exam-sessions). */
export const ExamSessionFormSchema = v.pipe(
  v.object({
    examId: RecordIdSchema("请选择考试"),
    name: requiredText(50, "请输入场次名称", "场次名称不能超过50个字"),
    startAt: time("请选择开始时间"),
    seats: int(1, 100_000, "座位数须为1到100000之间的整数"),
    /** online: taken in the portal; provider: at the link below. */
    mode: v.nullish(v.picklist(SITTING_MODES, "请选择考试方式"), "online"),
    /** 停止入场时间 of an in-house sitting; unset is DEFAULT_ENTRY_MINUTES after the start. */
    closesAt: v.nullish(time("请选择停止入场时间"), null),
    /** The provider's exam link answered to booked candidates. */
    url: link("考试链接"),
  }),
  v.forward(
    v.check((s) => s.mode !== "provider" || s.url !== "", "外部考试链接方式须填写考试链接"),
    ["url"],
  ),
  v.forward(
    v.check((s) => !s.closesAt || s.closesAt.getTime() > s.startAt.getTime(), "停止入场时间须晚于开始时间"),
    ["closesAt"],
  ),
);

/** Statuses a booked candidate of a sitting can be in, as the back office labels them. */
export const BOOKING_STATUS_LABELS = { booked: "已预约", passed: "已通过", failed: "未通过" } as const;

/** A sitting of a day (spec 001 section 3 "Session": id, name, starttime 'yyyy-MM-dd HH:mm' in Beijing), with its seats left. */
export type DaySitting = { id: number; name: string; starttime: string; left: number };
/** A booked sitting with the provider's link (empty until the operator sets it). */
export type BookedSitting = DaySitting & { url: string };
/** pearson/GetSesstionToUrl: the booked (or changed) sitting and its link. */
export type Booking = { url: string; session: BookedSitting };
/** pearson/gettime: Beijing dates ('yyyy-MM-dd') with sittings to come; `ok` has a free seat, `no` is full. */
export type SittingDates = { ok: string[]; no: string[] };
/** pearson/examstatus: the candidate's latest registration for the exam, as the waitaudit page shows it. */
export type ExamState = {
  examid: number;
  examName: string;
  status: ExamStatus;
  statusText: string;
  reviewNote: string;
  score: number | null;
  session: BookedSitting | null;
  attempts: { cnt: number; used: number; left: number | null; monthlyLimit: number; text: string[] };
  url: string;
};

/* The calls (the server's certification/booking module). */
export const pearsonExamstatusCall = defineCall({ path: "pearson/examstatus", input: ExamIdSchema }).returns<ExamState>();
export const pearsonGettimeCall = defineCall({ path: "pearson/gettime", input: SittingDatesSchema }).returns<SittingDates>();
export const pearsonGetsesstionCall = defineCall({ path: "pearson/getsesstion", input: SessionDaySchema }).returns<DaySitting[]>();
export const pearsonGetSesstionToUrlCall = defineCall({ path: "pearson/GetSesstionToUrl", input: BookSessionSchema }).returns<Booking>();
