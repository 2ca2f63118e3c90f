import { parseQuestionCsv, parseQuestionTable, QUESTION_ADMIN_MSG, type QuestionImportRow } from "@/api/contract/exam-questions-admin";

/**
 * The first sheet of an .xlsx as a table of cell texts, row n of the sheet at index n-1. exceljs is loaded on first use,
 * as its browser build: the package's main entry is its Node build (streams, process), which a browser cannot run.
 */
async function xlsxTable(file: File): Promise<string[][]> {
  const { default: ExcelJS } = await import("exceljs/dist/exceljs.min.js");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const width = sheet.columnCount;
  const table: string[][] = [];
  sheet.eachRow((row, n) => {
    table[n - 1] = Array.from({ length: width }, (_, i) => row.getCell(i + 1).text ?? "");
  });
  return Array.from(table, (r) => r ?? []);
}

/** An import file (.xlsx or .csv) as rows, or the reason it cannot be read. */
export async function readQuestionFile(file: File): Promise<{ rows: QuestionImportRow[] } | { error: string }> {
  try {
    if (/\.xlsx$/i.test(file.name)) return parseQuestionTable(await xlsxTable(file));
    if (/\.csv$/i.test(file.name)) return parseQuestionCsv(await file.text());
  } catch {
    // A damaged file, or another format named .xlsx.
  }
  return { error: QUESTION_ADMIN_MSG.badFile };
}
