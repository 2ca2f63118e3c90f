import type { UserInfo } from "@/api/contract/my";
import type { Answer } from "./answer";

/**
 * Sign-up form fields (typeId, as training and activities number them) that take a typed text, and the profile field
 * (/my/edit) that answers them. Pickers (industry, city, company subject) carry ids the profile does not keep by
 * the form's numbering, so the person chooses them in the form.
 */
const TEXT_FIELDS: [typeId: number, field: keyof UserInfo][] = [
  [1, "chineseName"],
  [4, "companyName"],
  [5, "position"],
  [6, "email"],
  [7, "qq"],
  [8, "wechat"],
  [9, "department"],
  [10, "address"],
];

/** The answers the person's profile gives a sign-up form, by typeId (only the fields the profile holds). */
export function profileAnswers(me: UserInfo | null | undefined): Record<number, Answer> {
  const answers: Record<number, Answer> = {};
  if (!me) return answers;
  for (const [typeId, field] of TEXT_FIELDS) {
    const value = me[field];
    if (typeof value === "string" && value.trim()) answers[typeId] = { v: value, d: "", levels: [0, 0] };
  }
  return answers;
}
