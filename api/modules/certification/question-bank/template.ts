import ExcelJS from "exceljs";
import { toCsv } from "@/api/contract/csv";
import { QUESTION_HEADER, QUESTION_IMPORT_HELP, questionTemplateRows } from "@/api/contract/exam-questions-admin";
import type { Conn } from "@/db/client";
import { firstExam } from "./queries";

/** The template's table: the header and one example row per type, serving the first exam of the portal (no course). */
async function templateTable(db: Conn) {
  const exam = await firstExam(db);
  return [QUESTION_HEADER, ...questionTemplateRows(exam ? exam.kaoShiId || String(exam.id) : "")];
}

/** The template as CSV: UTF-8 with a BOM, so Excel and WPS read the Chinese right. */
export async function questionTemplateCsv(db: Conn) {
  return toCsv(await templateTable(db));
}

const WIDTHS: Record<string, number> = { 题型: 10, 题干: 48, 答案: 24, 解析: 40, 标签: 18, 难度: 8, 适用考试编号: 18, 适用课程编号: 18 };

/** The template as .xlsx (exceljs): the questions sheet first (the one an import reads), then 填写说明. */
export async function questionTemplateXlsx(db: Conn) {
  const [header, ...rows] = await templateTable(db);
  const book = new ExcelJS.Workbook();
  book.creator = "题库";
  const sheet = book.addWorksheet("题目", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = header.map((h) => ({ header: h, key: h, width: WIDTHS[h] ?? 16 }));
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8F0FE" } };
  for (const row of sheet.getRows(2, rows.length) ?? []) row.alignment = { wrapText: true, vertical: "top" };
  const help = book.addWorksheet("填写说明");
  help.getColumn(1).width = 110;
  for (const line of ["每行一道题，第一行为表头（请勿修改）。示例行可直接改写或删除。", ...QUESTION_IMPORT_HELP]) {
    help.addRow([line]).alignment = { wrapText: true };
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}
