import * as v from "valibot";
import { defineCall } from "./call";
import { idLike } from "./pager";

/**
 * Spec 001 sections 5 and 8 (Certification registration, Other certification forms), verbatim: said by the exams'
 * pages and by their registration (certification-registration.ts).
 */
export const EXAM_MSG = {
  mobileDevice: "移动端不能参加认证考试，请使用PC端！",
  agreement: "您未同意《学习认证中心服务协议》《隐私保护声明》",
  required: "此项为必填项",
  idFormat: "身份证/护照格式不正确",
  passportEmpty: "护照/港澳台通行证不能为空",
  idPicEmpty: "护照/港澳台通行证件照不能为空",
  phoneFormat: "请输入正确的手机号",
  photo: "请检查摄像头拍照是否正常",
  camera: "请使用有摄像头的显示器或开启摄像头！",
  discipline: "请勾选已阅读并同意考试纪律",
  noOutline: "暂未提供",
  companyDone: "公司名称修改成功",
  examMissing: "考试不存在或已下线",
} as const;

/** What a phone is told before an exam's rules, and what sending the link to oneself answers (ours, not the spec's). */
export const PC_ONLY_MSG = {
  notice: "认证考试需要在电脑上报名、拍照验证和参加，手机上无法完成。可以把链接发给自己，稍后在电脑上打开。",
  copied: "已复制",
  copyFailed: "复制失败，请长按链接手动复制",
  sent: "已发到您的站内信，在电脑上登录后即可打开",
  tooMany: "发送太频繁，请稍后再试",
} as const;

/** A positive exam id, from the body or the query string. */
export const ExamIdSchema = idLike(EXAM_MSG.required);

/** Text that may be left empty, of at most `max` characters. */
export const optionalText = (max: number) => v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(max, `不能超过${max}个字`));

/** Pearson/GetExamNewSys {kaoShiId, examId}: the exam by our id (or by the provider's id). */
const ExamInfoSchema = v.pipe(
  v.object({ examId: v.optional(ExamIdSchema), kaoShiId: optionalText(64) }),
  v.check((i) => i.examId !== undefined || i.kaoShiId !== "", "参数错误"),
);

/** Pearson/SendExamLink {examId?}: the exam's registration link (the exam list without examId) as a letter to oneself. */
const SendExamLinkSchema = v.object({ examId: v.optional(ExamIdSchema) });

/** Money in fen as the cards show it: yuan, '免费' for 0. */
export function feeLabel(fen: number) {
  return fen === 0 ? "免费" : `¥${(fen / 100).toFixed(2)}`;
}

/** An exam card of pearson/examall (fee in fen). */
export type ExamCard = {
  id: number;
  kaoShiId: string;
  name: string;
  series: string;
  cover: string;
  intro: string;
  fee: number;
  isVideo: number;
  outlineUrl: string;
};
/** Pearson/GetExamNewSys: the info pop-up, with the signed-in person's attempts and open registration. */
export type ExamInfo = ExamCard & {
  subjectNum: number;
  zongFen: number;
  passScore: number;
  duration: number;
  cnt: number;
  monthlyLimit: number;
  joinNum: number;
  discipline: string;
  /** null: unlimited, or a visitor. */
  attemptsLeft: number | null;
  /** Why a new registration is refused now ('' when it may start). */
  refusal: string;
  /** Where an open registration goes on ('' when there is none). */
  nextUrl: string;
};

/* The calls (the server's certification/exams module). */
export const pearsonExamallCall = defineCall({ path: "pearson/examall" }).returns<ExamCard[]>();
export const pearsonGetExamNewSysCall = defineCall({ path: "Pearson/GetExamNewSys", input: ExamInfoSchema }).returns<ExamInfo>();
/** Sends the signed-in person a letter (站内信) with the link, to open on a computer; answers PC_ONLY_MSG.sent. */
export const pearsonSendExamLinkCall = defineCall({ path: "Pearson/SendExamLink", input: SendExamLinkSchema }).returns<null>();
