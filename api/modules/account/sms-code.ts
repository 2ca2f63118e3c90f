import { createHmac, randomInt } from "node:crypto";
import type { Conn } from "@/db/client";
import { beijingDate } from "../../contract/beijing-time";
import type { Deps } from "../../deps";
import { fail } from "../../protocol/errors";
import { hit, take } from "../../protocol/rate-limit";
import { SMS_SIGNATURE } from "../../providers/sms";
import { hasLiveSmsCode, insertSmsCode, lapseOtherSmsCodes, smsAddressRecord, spendSmsCode, takeSmsCodeTries } from "./queries";

const CODE_TTL_MS = 5 * 60_000;
const RESEND_SECONDS = 60;
/** Codes a day to one number from one sending address, and from all of them: a stranger cannot spend the owner's. */
const DAILY_LIMIT_PER_SENDER = 10;
const DAILY_CEILING_PER_NUMBER = 30;
const MAX_WRONG_TRIES = 5;

/**
 * Codes an hour one sending address gets (docs/decisions/0047): many people can sit behind one address (an office, a
 * campus, a training room behind NAT), so instead of a flat cap the allowance follows what the address's codes did.
 * It starts at ADDRESS_FREE; every code from it that signed someone in within the last hour adds ADDRESS_RAISE (its own
 * place and one spare for a person who never finishes); every code from it that ended unused in the last day, beyond
 * the ones that signed in, takes one off the free part, down to ADDRESS_FLOOR.
 */
const ADDRESS_FREE = 20;
const ADDRESS_RAISE = 2;
const ADDRESS_FLOOR = 5;

/** The codes an address may be sent in the current hour, by its record. */
function addressAllowance(record: { signedInHour: number; signedInDay: number; failedDay: number }) {
  const unproven = Math.max(0, record.failedDay - record.signedInDay);
  return Math.max(ADDRESS_FLOOR, ADDRESS_FREE - unproven) + ADDRESS_RAISE * record.signedInHour;
}

const SMS_MSG = {
  captcha: "请先完成图形验证",
  tooSoon: "验证码发送过于频繁，请60秒后再试",
  dailyLimit: "该手机号今日获取验证码次数已达上限",
  ipLimit: "操作过于频繁，请稍后再试",
  wrong: "验证码错误",
  expired: "验证码已失效，请重新获取",
  tooManyTries: "验证码错误次数过多，请重新获取",
} as const;

function hashCode(secret: string, areaCode: string, mobile: string, code: string) {
  return createHmac("sha256", secret).update(`${areaCode}|${mobile}|${code}`).digest("hex");
}

type SendInput = { areaCode: string; mobile: string; ticket: string; randStr: string; ip: string };

/** Checks the captcha and every limit, then texts a fresh 6-digit code (earlier codes stay valid until they expire). */
export async function sendSmsCode(deps: Deps, input: SendInput) {
  const { db, env } = deps;
  const { areaCode, mobile, ip } = input;
  if (!(await deps.captcha.verify(db, input.ticket, input.randStr, ip))) fail(SMS_MSG.captcha, "randStr");
  const allowance = addressAllowance(await smsAddressRecord(db, ip, MAX_WRONG_TRIES));
  if (!(await take(db, `sms:ip:${ip}`, 3600, allowance))) fail(SMS_MSG.ipLimit);
  const number = `${areaCode}${mobile}`;
  if ((await hit(db, `sms:resend:${number}`, RESEND_SECONDS)) > 1) fail(SMS_MSG.tooSoon);
  // "Per day" rolls over at midnight in China.
  const day = beijingDate(Date.now());
  if ((await hit(db, `sms:day:${number}:${ip}:${day}`, 86_400)) > DAILY_LIMIT_PER_SENDER) fail(SMS_MSG.dailyLimit);
  if ((await hit(db, `sms:day:${number}:${day}`, 86_400)) > DAILY_CEILING_PER_NUMBER) fail(SMS_MSG.dailyLimit);

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    await insertSmsCode(tx, {
      areaCode,
      mobile,
      ip,
      codeHash: hashCode(env.appSecret, areaCode, mobile, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    await deps.sms.send(tx, {
      areaCode,
      mobile,
      code,
      text: `${SMS_SIGNATURE}您的验证码是${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
    });
  });
  // A gateway driver hands the code over now rather than at its next round; a failure shows in the outbox.
  deps.sms.deliver?.(db).catch((e) => console.error("短信投递失败", e));
}

/**
 * Spends one of the number's live codes (a code asked for later never voids an earlier one). Each try first takes one
 * of the 5 allowed attempts of every live code in one conditional UPDATE, so concurrent guesses cannot exceed them; a
 * right code is then marked used, once, and the number's other codes lapse.
 */
export async function consumeSmsCode(db: Conn, secret: string, areaCode: string, mobile: string, code: string) {
  const tries = await takeSmsCodeTries(db, areaCode, mobile, MAX_WRONG_TRIES);
  if (!tries.length) fail((await hasLiveSmsCode(db, areaCode, mobile)) ? SMS_MSG.tooManyTries : SMS_MSG.expired, "code");
  const hash = hashCode(secret, areaCode, mobile, code);
  const right = tries.find((t) => t.codeHash === hash);
  if (!right) fail(SMS_MSG.wrong, "code");
  if (!(await spendSmsCode(db, right.id))) fail(SMS_MSG.expired, "code");
  await lapseOtherSmsCodes(db, areaCode, mobile, right.id);
}
