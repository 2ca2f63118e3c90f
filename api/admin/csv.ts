/** CSV for spreadsheet users: quoted cells, UTF-8 with a BOM (so Excel reads Chinese right), CRLF lines. */
export function toCsv(rows: string[][]) {
  return `\uFEFF${rows.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** One CSV cell, quoted when needed. */
function cell(value: string) {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** What a person typed, with a leading = + - @ defused so a spreadsheet does not run it as a formula. */
export function typed(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** China time, as the portal and the back office show it. */
export function chinaTime(d: Date) {
  return d.toLocaleString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false });
}
