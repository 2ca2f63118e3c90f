import { DateField, type DateFieldProps } from "react-admin";

/** Times as the portal shows them: China time (UTC+8), 24-hour. */
const CHINA_TIME: Intl.DateTimeFormatOptions = {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
};

export function TimeField(props: Omit<DateFieldProps, "showTime" | "locales" | "options">) {
  return <DateField {...props} showTime locales="zh-CN" options={CHINA_TIME} />;
}
