/** Activity times are shown in China time (UTC+8) wherever the reader is. */
const CHINA_TIME = new Intl.DateTimeFormat("zh-CN", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 2026/11/22 09:30 */
export const formatChinaTime = (iso: string) => CHINA_TIME.format(new Date(iso));
