/** Alipay's amounts are yuan with two decimals as text; ours are fen. No floating point either way. */
export const yuanText = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;

export function fenOf(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

/** Alipay's times are Beijing time as "yyyy-MM-dd HH:mm:ss" (written with contract/beijing-time.ts's beijingTime). */
export function fromBeijingText(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text.replace(" ", "T")}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}
