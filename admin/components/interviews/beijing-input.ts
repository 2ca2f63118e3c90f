import { beijingInstant, beijingTime } from "@/api/contract/beijing-time";

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * DateTimeInput in Beijing time wherever HR's browser is (the invitation says 北京时间, the candidate reads it so):
 * the form holds a Date, the input shows and takes 'YYYY-MM-DDTHH:mm' of UTC+8.
 */
export const beijingDateTime = {
  format: (value: unknown) => {
    if (value == null || value === "") return "";
    // The input formats what it already shows once more (its default value): that text stays as it is.
    if (typeof value === "string" && LOCAL.test(value)) return value;
    const at = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
    return Number.isNaN(at) ? "" : beijingTime(at).slice(0, 16).replace(" ", "T");
  },
  parse: (text: string) => (text ? new Date(beijingInstant(text.replace("T", " "))) : null),
};
