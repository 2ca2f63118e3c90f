import { type SignUpResult as Result, type SignUpForm, trainingApplyCall } from "@/api/contract/training";
import { toast } from "../../components/toast/toast-store";
import { api } from "../../lib/api";

/**
 * The sign-up result (spec 000 section 3) of a success or a failure answer: data.status 'waiting' with a position when
 * the session is full; a refused directed session (isAp 2) answers it as a failure, data null.
 */
export type SignUpResult = Omit<Result, "data"> & { data: Result["data"] | null };

/** What a 1501 answer carries: the form to fill before the sign-up. */
export type SignUpFormData = SignUpForm & { strId: string; title: string };

/** The isAp of an answer, successful or not (a failed sign-up still carries one: spec 000 section 4). */
export function resultOf(data: unknown, msg: string): SignUpResult | null {
  const r = data as Partial<SignUpResult> | null;
  if (!r || typeof r.isAp !== "number") return null;
  return { isAp: r.isAp, msg: r.msg || msg, url: r.url ?? "", data: r.data ?? null };
}

/**
 * training/apply?id=: the result, or null when the answer was handled elsewhere (1501 opens the form through the
 * registered handler, 1503 the login page) or failed without a result (its message is a toast).
 */
export async function applyTraining(id: string) {
  const env = await api.call(trainingApplyCall, { id }, { onFail: (e) => void (resultOf(e.data, e.msg) || toast(e.msg)) });
  return resultOf(env.data, env.msg);
}
