import { ROLE_LABELS } from "@/api/contract/admin";
import { AUDIENCE_LABELS } from "@/api/contract/letters-admin";

const asChoices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

export const audienceChoices = asChoices(AUDIENCE_LABELS);
export const roleChoices = asChoices(ROLE_LABELS);

/** 全部用户 / 指定角色：企业 / 指定用户 — who a sent letter went to, in one phrase. */
export function audienceText(b: { audience: string; role: string | null }) {
  const label = AUDIENCE_LABELS[b.audience as keyof typeof AUDIENCE_LABELS] ?? b.audience;
  return b.audience === "role" && b.role ? `${label}：${ROLE_LABELS[b.role as keyof typeof ROLE_LABELS] ?? b.role}` : label;
}
