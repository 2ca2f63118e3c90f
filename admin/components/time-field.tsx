import { DateField, type DateFieldProps } from "react-admin";
import { CHINA_DAY_OPTIONS, CHINA_TIME_OPTIONS } from "./china-time";

/** Times as the portal shows them: China time (UTC+8), 24-hour. */
export function TimeField(props: Omit<DateFieldProps, "showTime" | "locales" | "options">) {
  return <DateField {...props} showTime locales="zh-CN" options={CHINA_TIME_OPTIONS} />;
}

/** The day only, in China time: 2026/3/5. */
export function DayField(props: Omit<DateFieldProps, "showTime" | "locales" | "options">) {
  return <DateField {...props} locales="zh-CN" options={CHINA_DAY_OPTIONS} />;
}
