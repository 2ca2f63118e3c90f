/**
 * CSV for spreadsheet users, written the same way by the server's exports and the back office's list exports: the
 * one place a cell is quoted and defused.
 */

/** Quoted cells, UTF-8 with a BOM (so Excel reads Chinese right), CRLF lines. */
export function toCsv(rows: string[][]) {
  return `\uFEFF${rows.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** One CSV cell, quoted when needed. */
function cell(value: string) {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** What a person typed, with a leading = + - @ tab or CR defused so a spreadsheet does not run it as a formula. */
export function typed(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A phone number that spreadsheets show as text. Written bare, Excel and WPS read "+86 139…" as a formula (an error)
 * and "139…" as a number (1.39E+10). The text formula ="+86 13912345678" is the well-known cure in Excel, WPS and
 * Google Sheets; LibreOffice (checked with 7.4) opens a CSV with "evaluate formulas" off, so it shows the formula's
 * own text, still text, and with it on shows +86 13912345678. The formula holds only an area code, digits and a
 * masked number's *, so nothing in it can close the string; any other value falls back to typed().
 */
export function phoneCell(areaCode: string | null | undefined, mobile: string | null | undefined) {
  if (!mobile) return "";
  const text = areaCode ? `${areaCode} ${mobile}` : mobile;
  return /^(\+\d{1,4} )?[\d*]{1,20}$/.test(text) ? `="${text}"` : typed(text);
}
