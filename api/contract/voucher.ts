import * as v from "valibot";
import { INT_MAX, idLike, intLike } from "./pager";

export const VOUCHER_MSG = {
  incomplete: "请输入完整代金券",
  notFound: "代金券不存在，请检查后重新输入",
  used: "该代金券已被使用",
  otherExam: "该代金券不适用于此考试",
  paid: "代金券使用成功",
} as const;

/** Characters a code is made of: no 0/O, 1/I/L, which people misread. */
export const VOUCHER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const VOUCHER_SEGMENTS = 4;
export const VOUCHER_SEGMENT_LENGTH = 4;

/** One input of the voucher page: upper-cased, letters and digits only, at most 4 (spec 001 section 5). */
export function voucherSegment(typed: string) {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, VOUCHER_SEGMENT_LENGTH);
}

/** A pasted or typed whole code split into the page's four inputs. */
export function splitVoucher(typed: string) {
  const chars = typed.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return Array.from({ length: VOUCHER_SEGMENTS }, (_, i) => chars.slice(i * VOUCHER_SEGMENT_LENGTH, (i + 1) * VOUCHER_SEGMENT_LENGTH));
}

const CODE_RE = new RegExp(`^[A-Z0-9]{${VOUCHER_SEGMENT_LENGTH}}(-[A-Z0-9]{${VOUCHER_SEGMENT_LENGTH}}){${VOUCHER_SEGMENTS - 1}}$`);

/** pearson/voupay {userid, examid, pwd}: pwd is the four groups joined by '-'. */
export const VoucherPaySchema = v.object({
  /** The page sends the caller's id; the server pays the caller's own registration whatever it says. */
  userid: v.optional(intLike),
  examid: idLike("考试不存在"),
  pwd: v.pipe(
    v.optional(v.string(), ""),
    v.transform((s) => s.trim().toUpperCase()),
    v.regex(CODE_RE, VOUCHER_MSG.incomplete),
  ),
});
export type VoucherPay = v.InferOutput<typeof VoucherPaySchema>;

/** Back office: generate `count` single-use codes for an exam. */
export const VoucherBatchSchema = v.object({
  examId: v.pipe(
    v.nullish(v.number("请选择考试"), 0),
    v.integer("请选择考试"),
    v.minValue(1, "请选择考试"),
    v.maxValue(INT_MAX, "请选择考试"),
  ),
  count: v.pipe(
    v.nullish(v.number("请输入生成数量"), 0),
    v.integer("生成数量必须是整数"),
    v.minValue(1, "至少生成 1 张"),
    v.maxValue(1000, "一次最多生成 1000 张"),
  ),
  note: v.pipe(v.nullish(v.string(), ""), v.trim(), v.maxLength(200, "备注不能超过200个字")),
});
