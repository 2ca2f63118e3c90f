/** A lesson's length or a player position as mm:ss (h:mm:ss from an hour on). */
export function clockText(seconds: number) {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  const h = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h ? `${h}:${rest}` : rest;
}

/** A course's total length in words: 1小时5分钟, 12分钟, under a minute 1分钟. */
export function durationText(seconds: number) {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}小时${m ? `${m}分钟` : ""}` : `${m}分钟`;
}
