import Papa from "papaparse";
import * as v from "valibot";

export const RESULT_MSG = {
  score: "请输入0-1000之间的整数分数",
  overFull: (full: number) => `分数不能超过满分${full}分`,
  notBooked: "该考生尚未预约考试场次，不能录入成绩",
  recorded: "成绩已录入，不能重复录入",
  changed: (score: number) => `成绩已录入（${score}分），不能修改`,
  notFound: "未找到该考生的报名",
  noKey: "请填写报名编号，或手机号与考试编号",
  nameMismatch: "姓名与报名信息不符",
  badScore: "分数须为整数",
  badId: "编号须为数字",
  emptyFile: "文件中没有成绩数据",
  noHeader: "表头须包含“分数”列，以及“报名编号”或“手机号”与“考试编号”列",
} as const;

/** One score entered in the back office. */
export const ResultScoreSchema = v.object({
  score: v.pipe(
    v.number(RESULT_MSG.score),
    v.integer(RESULT_MSG.score),
    v.minValue(0, RESULT_MSG.score),
    v.maxValue(1000, RESULT_MSG.score),
  ),
});

/**
 * The import file's columns, by their Chinese headers. A row names its attempt by 报名编号 (registration id), or by
 * 手机号 and 考试编号 (the candidate's booked attempt at that exam); 姓名, when given, must match the registration.
 */
export const RESULT_COLUMNS = { registrationId: "报名编号", mobile: "手机号", name: "姓名", examId: "考试编号", score: "分数" } as const;
type Column = keyof typeof RESULT_COLUMNS;

const cell = v.pipe(v.string(), v.maxLength(50));

/** One data row of the file as typed, with its line number for the rejected-rows report. */
const ResultImportRowSchema = v.object({
  line: v.pipe(v.number(), v.integer(), v.minValue(2)),
  registrationId: cell,
  mobile: cell,
  name: cell,
  examId: cell,
  score: cell,
});
export type ResultImportRow = v.InferOutput<typeof ResultImportRowSchema>;

/** Rows go up in chunks of this many, so the progress bar moves as the server applies them. */
export const RESULT_CHUNK_ROWS = 20;

export const ResultImportChunkSchema = v.object({
  rows: v.pipe(v.array(ResultImportRowSchema), v.minLength(1, RESULT_MSG.emptyFile), v.maxLength(RESULT_CHUNK_ROWS * 5)),
});

type RejectedRow = { line: number; reason: string };
export type ResultImportOutcome = { applied: number; unchanged: number; rejected: RejectedRow[] };

/** Reads the import file (UTF-8, BOM or not, comma separated, first line the header) into rows. */
export function parseResultCsv(text: string): { rows: ResultImportRow[] } | { error: string } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  const [header = [], ...lines] = parsed.data;
  const index = Object.fromEntries(
    (Object.keys(RESULT_COLUMNS) as Column[]).map((key) => [key, header.findIndex((h) => h.trim() === RESULT_COLUMNS[key])]),
  ) as Record<Column, number>;
  const keyed = index.registrationId >= 0 || (index.mobile >= 0 && index.examId >= 0);
  if (index.score < 0 || !keyed) return { error: RESULT_MSG.noHeader };
  const at = (line: string[], key: Column) => (index[key] >= 0 ? (line[index[key]] ?? "").trim().slice(0, 50) : "");
  const rows = lines
    .map((line, i) => ({
      line: i + 2,
      registrationId: at(line, "registrationId"),
      mobile: at(line, "mobile"),
      name: at(line, "name"),
      examId: at(line, "examId"),
      score: at(line, "score"),
    }))
    .filter((r) => r.registrationId || r.mobile || r.examId || r.score || r.name);
  return rows.length ? { rows } : { error: RESULT_MSG.emptyFile };
}
