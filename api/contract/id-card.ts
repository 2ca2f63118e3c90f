/**
 * Mainland resident ID numbers (GB 11643): 18 characters whose last is a check digit over the first 17, or the
 * old 15-digit form; both carry a real birth date.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = "10X98765432";

/** The 18th character for the first 17 digits. */
export function idCardCheckDigit(first17: string) {
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(first17[i]), 0);
  return CHECK_CHARS[sum % 11]!;
}

function isRealDate(year: number, month: number, day: number) {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && d.getTime() <= Date.now();
}

export function isIdCard(value: string) {
  const v = value.toUpperCase();
  if (/^\d{17}[\dX]$/.test(v)) {
    const ok = isRealDate(Number(v.slice(6, 10)), Number(v.slice(10, 12)), Number(v.slice(12, 14)));
    return ok && idCardCheckDigit(v.slice(0, 17)) === v[17];
  }
  if (/^\d{15}$/.test(v)) return isRealDate(1900 + Number(v.slice(6, 8)), Number(v.slice(8, 10)), Number(v.slice(10, 12)));
  return false;
}

/** Passport or HK/Macau/Taiwan pass: 5-17 letters and digits (spec 001 section 5 helper formats). */
export function isPassport(value: string) {
  return /^[A-Za-z0-9]{5,17}$/.test(value);
}

/** An ID number shown to anyone but its owner and operators: first 3 and last 4 kept. */
export function maskIdCard(value: string) {
  return value.length <= 7 ? "*".repeat(value.length) : `${value.slice(0, 3)}${"*".repeat(value.length - 7)}${value.slice(-4)}`;
}
