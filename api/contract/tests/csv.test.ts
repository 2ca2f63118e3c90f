import { describe, expect, test } from "bun:test";
import Papa from "papaparse";
import { chinaTime } from "../beijing-time";
import { phoneCell, toCsv, typed } from "../csv";

/** The cells a spreadsheet's CSV reader gets from the file (BOM and quoting undone). */
const cells = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

describe("CSV for spreadsheets", () => {
  test("a name '=1+2' reaches the spreadsheet as text, not a formula", () => {
    expect(toCsv([["姓名"], [typed("=1+2")]])).toBe("\uFEFF姓名\r\n'=1+2\r\n");
  });

  test.each(["=1+2", "+1+2", "-1+2", "@SUM(A1)", "\t=1", "\r=1"])("%p, which a spreadsheet would run, gets an apostrophe", (value) => {
    expect(typed(value)).toBe(`'${value}`);
  });

  test.each(["王一", "a=b", "1+2", "13912345678", ""])("%p is written as typed", (value) => {
    expect(typed(value)).toBe(value);
  });

  test("a phone number is a text formula, so Excel shows '+86 13912345678' rather than an error or 1.39E+10", () => {
    expect(phoneCell("+86", "13912345678")).toBe('="+86 13912345678"');
    expect(phoneCell("+852", "51234567")).toBe('="+852 51234567"');
    expect(phoneCell("+86", "139****5678")).toBe('="+86 139****5678"');
    expect(phoneCell(null, "13912345678")).toBe('="13912345678"');
    expect(toCsv([[phoneCell("+86", "13912345678")]])).toBe('\uFEFF"=""+86 13912345678"""\r\n');
    expect(cells(toCsv([[phoneCell("+86", "13912345678")]]))).toEqual([['="+86 13912345678"']]);
  });

  test("a phone cell with anything but an area code and digits is written as typed text, never inside a formula", () => {
    expect(phoneCell("+86", '1"&HYPERLINK("http://x")&"')).toBe(`'+86 1"&HYPERLINK("http://x")&"`);
    expect(phoneCell("", "=1+2")).toBe("'=1+2");
  });

  test("no number, no cell", () => {
    expect(phoneCell("+86", "")).toBe("");
    expect(phoneCell("+86", null)).toBe("");
  });

  test("quotes, commas and line breaks are quoted, and read back as written", () => {
    const row = ["a,b", 'say "hi"', "two\nlines", "cr\rlf", "plain"];
    expect(toCsv([row])).toBe('\uFEFF"a,b","say ""hi""","two\nlines","cr\rlf",plain\r\n');
    expect(cells(toCsv([row]))).toEqual([row]);
  });

  test("the file starts with a UTF-8 BOM and ends every line with CRLF", () => {
    const csv = toCsv([
      ["报名ID", "姓名"],
      ["1", "王一"],
    ]);
    expect(csv).toBe("\uFEFF报名ID,姓名\r\n1,王一\r\n");
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  test("times are China time, from a Date or the ISO text an API answers", () => {
    expect(chinaTime(new Date("2026-03-05T01:30:00Z"))).toBe("2026/3/5 09:30:00");
    expect(chinaTime("2026-03-04T16:05:09.000Z")).toBe("2026/3/5 00:05:09");
  });
});
