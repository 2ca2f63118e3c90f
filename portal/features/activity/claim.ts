import { NOTHING_TO_CLAIM } from "@/api/contract/activity";
import type { AnySchema, CallDef } from "@/api/contract/call";
import type { Envelope } from "@/api/contract/protocol/client";
import { type ToastTone, toast } from "../../components/toast/toast-store";
import { api, type PayloadOf } from "../../lib/api";

/**
 * What a medal or score claim shows (spec 001 section 4): code 0 is claimed (the button turns 已领取);
 * '没有需要领取项' is a notice that hides after 2 s (the toast's default); any other failure reads '领取失败：{message}'.
 */
export function claimOutcome(env: Envelope): { claimed: boolean; notice: { msg: string; tone: ToastTone } } {
  if (env.code === 0) return { claimed: true, notice: { msg: env.msg || "领取成功", tone: "success" } };
  if (env.data === NOTHING_TO_CLAIM) return { claimed: false, notice: { msg: NOTHING_TO_CLAIM, tone: "info" } };
  return { claimed: false, notice: { msg: `领取失败：${env.msg}`, tone: "error" } };
}

/** Sends a claim and shows its outcome; answers whether it was claimed. */
export async function claim<T, I extends AnySchema | undefined>(call: CallDef<T, I>, payload: PayloadOf<I>) {
  // Plain failures are worded here instead of the api layer's toast; catalogue codes (1503 …) keep their handling.
  let failed = false;
  const env = await api.call(call, payload, { onFail: () => (failed = true) });
  const { claimed, notice } = claimOutcome(env);
  if (claimed || failed) toast(notice.msg, { tone: notice.tone });
  return claimed;
}
