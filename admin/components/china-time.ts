/** Every time the back office shows, in China time (UTC+8, Asia/Shanghai), 24-hour, the way the portal shows it. */
const ZONE = "Asia/Shanghai";

/** TimeField's (react-admin DateField) options: 2026/03/05 09:30:00. */
export const CHINA_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
};

/** DayField's options: 2026/3/5. */
export const CHINA_DAY_OPTIONS: Intl.DateTimeFormatOptions = { timeZone: ZONE };

/** The day only: 2026/3/5. */
export const chinaDay = (iso: string) => new Date(iso).toLocaleDateString("zh-CN", CHINA_DAY_OPTIONS);

const SHORT = new Intl.DateTimeFormat("zh-CN", { timeZone: ZONE, dateStyle: "short", timeStyle: "short", hourCycle: "h23" });

/** A date and time without seconds: 2026/3/5 09:30. */
export const chinaShortDateTime = (iso: string) => SHORT.format(new Date(iso));
