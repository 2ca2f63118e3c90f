import Papa from "papaparse";
import * as v from "valibot";
import { int, link, RecordIdSchema, requiredText, text } from "./admin-form";
import {
  JUDGE_OPTIONS,
  MAX_BLANKS,
  normaliseBlank,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionOption,
  type QuestionType,
} from "./online-exam";

/**
 * 题库 in the back office (docs/decisions/0052): operators write the questions of the in-house exam engine one by one
 * or import a spreadsheet of them; a question an attempt used is retired (停用), never deleted.
 */

const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 8;
/** A choice question's option ids, in order: an option's id is its place. */
export const OPTION_IDS = ["A", "B", "C", "D", "E", "F", "G", "H"] as const;
const MAX_TAGS = 10;
export const DEFAULT_DIFFICULTY = 3;

export const QUESTION_ADMIN_MSG = {
  type: "请选择题型",
  stem: "请输入题干",
  stemTooLong: "题干不能超过2000个字",
  optionTooLong: "选项内容不能超过200个字",
  tooManyOptions: `选项最多${MAX_OPTIONS}个`,
  fewOptions: `请至少填写${MIN_OPTIONS}个选项`,
  emptyOption: "选项内容不能为空",
  sameOptions: "选项内容不能重复",
  badAnswer: "正确答案须为已填写的选项",
  single: "单选题须选择一个正确答案",
  multiple: "多选题须选择至少两个正确答案",
  judge: "请选择判断题的正确答案（正确或错误）",
  blanks: `填空题须有1到${MAX_BLANKS}个空`,
  blankAnswer: "每个空至少填写一个可接受的答案",
  blankTooLong: "填空答案不能超过200个字",
  reference: "请填写参考答案",
  referenceTooLong: "参考答案不能超过5000个字",
  analysisTooLong: "解析不能超过2000个字",
  tag: "标签不能为空",
  tagTooLong: "每个标签不能超过20个字",
  tooManyTags: `标签最多${MAX_TAGS}个`,
  difficulty: "难度须为1到5之间的整数",
  exams: "请选择适用考试",
  examMissing: "适用考试不存在",
  courses: "请选择可用于的课程",
  courseMissing: "可用于的课程不存在",
  /** A question serves at least one exam or course (docs/decisions/0055). */
  serves: "请至少选择一个考试或课程",
  used: "该题目已被考试使用，不能删除，请改为停用",
  retired: "该题目已停用",
  active: "该题目未停用",
  /* Import. */
  emptyFile: "文件中没有题目数据",
  noHeader: "表头须包含“题型”“题干”“答案”列（请下载导入模板）",
  badType: "题型须为单选题、多选题、判断题、填空题或简答题",
  optionGap: "选项须从选项A起依次填写，中间不能空缺",
  unknownExam: (code: string) => `适用考试编号“${code}”不存在`,
  unknownCourse: (code: string) => `适用课程编号“${code}”不存在`,
  badFile: "无法读取该文件，请选择 .xlsx 或 .csv 文件",
} as const;

const OptionSchema = v.object({
  /** The id the form knows it by (its place when it was drawn); the stored id is its place now. */
  id: v.nullish(v.pipe(v.string(), v.maxLength(8)), null),
  text: v.pipe(v.nullish(v.string(), ""), v.trim(), v.maxLength(200, QUESTION_ADMIN_MSG.optionTooLong)),
});

/** Tags: each trimmed, empties dropped, each once; checked as a whole so the message sits under the tags input. */
const TagsSchema = v.pipe(
  v.nullish(
    v.array(v.pipe(v.nullish(v.string(), ""), v.trim(), v.maxLength(200, QUESTION_ADMIN_MSG.tagTooLong)), QUESTION_ADMIN_MSG.tag),
    [],
  ),
  v.transform((tags) => [...new Set(tags.filter(Boolean))]),
  v.check((tags) => tags.every((t) => t.length <= 20), QUESTION_ADMIN_MSG.tagTooLong),
  v.maxLength(MAX_TAGS, QUESTION_ADMIN_MSG.tooManyTags),
);

/** The exams or courses a question serves: each once, at most 50. */
const idList = (message: string) =>
  v.pipe(
    v.nullish(v.array(RecordIdSchema(message), message), []),
    v.transform((ids) => [...new Set(ids)]),
    v.maxLength(50, message),
  );

const QuestionFieldsSchema = v.object({
  type: v.picklist(QUESTION_TYPES, QUESTION_ADMIN_MSG.type),
  stem: requiredText(2000, QUESTION_ADMIN_MSG.stem, QUESTION_ADMIN_MSG.stemTooLong),
  image: link("题目图片"),
  options: v.pipe(v.nullish(v.array(OptionSchema), []), v.maxLength(MAX_OPTIONS, QUESTION_ADMIN_MSG.tooManyOptions)),
  correctOptions: v.pipe(
    v.nullish(v.array(v.pipe(v.string(QUESTION_ADMIN_MSG.badAnswer), v.maxLength(8, QUESTION_ADMIN_MSG.badAnswer))), []),
    v.maxLength(MAX_OPTIONS, QUESTION_ADMIN_MSG.badAnswer),
  ),
  blankAnswers: v.pipe(
    v.nullish(
      v.array(
        v.pipe(
          v.nullish(v.array(v.pipe(v.nullish(v.string(), ""), v.trim(), v.maxLength(200, QUESTION_ADMIN_MSG.blankTooLong))), []),
          v.maxLength(20, QUESTION_ADMIN_MSG.blankAnswer),
        ),
      ),
      [],
    ),
    v.maxLength(MAX_BLANKS, QUESTION_ADMIN_MSG.blanks),
  ),
  referenceAnswer: text(5000, QUESTION_ADMIN_MSG.referenceTooLong),
  analysis: text(2000, QUESTION_ADMIN_MSG.analysisTooLong),
  tags: TagsSchema,
  difficulty: v.nullish(int(1, 5, QUESTION_ADMIN_MSG.difficulty), DEFAULT_DIFFICULTY),
  examIds: idList(QUESTION_ADMIN_MSG.exams),
  courseIds: idList(QUESTION_ADMIN_MSG.courses),
});
type QuestionFields = v.InferOutput<typeof QuestionFieldsSchema>;

const isChoice = (type: QuestionType) => type === "single" || type === "multiple";
/** The options as stored: the filled ones in order, each id its place (A, B, …). */
const filledOptions = (q: QuestionFields) => q.options.filter((o) => o.text !== "");
/** The option ids the form sent for the right answers, as the stored ids (places); null when one names no option. */
function rightPlaces(q: QuestionFields): string[] | null {
  const byFormId = new Map(q.options.map((o, i) => [o.id ?? OPTION_IDS[i], i]));
  const places = new Set<number>();
  for (const id of q.correctOptions) {
    const at = byFormId.get(id);
    if (at === undefined || q.options[at].text === "") return null;
    places.add(filledOptions(q).indexOf(q.options[at]));
  }
  return [...places].sort((a, b) => a - b).map((i) => OPTION_IDS[i]);
}
/** A blank's accepted answers: the filled ones, each once (after normalising). */
function acceptedAnswers(answers: string[]) {
  const seen = new Set<string>();
  return answers.filter((a) => {
    const key = normaliseBlank(a);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A question as stored (exam_questions): only the fields of its type are filled, the others empty. */
export type StoredQuestion = {
  type: QuestionType;
  stem: string;
  image: string;
  options: QuestionOption[];
  correctOptions: string[];
  blankAnswers: string[][];
  referenceAnswer: string;
  analysis: string;
  tags: string[];
  difficulty: number;
  examIds: number[];
  /** The courses whose quizzes may draw it (docs/decisions/0055). */
  courseIds: number[];
};

function stored(q: QuestionFields): StoredQuestion {
  const common = {
    type: q.type,
    stem: q.stem,
    image: q.image,
    analysis: q.analysis,
    tags: q.tags,
    difficulty: q.difficulty,
    examIds: q.examIds,
    courseIds: q.courseIds,
  };
  const none = { options: [], correctOptions: [], blankAnswers: [], referenceAnswer: "" };
  if (isChoice(q.type)) {
    const options = filledOptions(q).map((o, i) => ({ id: OPTION_IDS[i], text: o.text }));
    return { ...common, ...none, options, correctOptions: rightPlaces(q) ?? [] };
  }
  if (q.type === "judge") return { ...common, ...none, options: JUDGE_OPTIONS, correctOptions: q.correctOptions.slice(0, 1) };
  if (q.type === "fill") return { ...common, ...none, blankAnswers: q.blankAnswers.map(acceptedAnswers) };
  return { ...common, ...none, referenceAnswer: q.referenceAnswer };
}

/** `v.check` of one type's rule, its message under the field it is about. */
type RuleField = ["options"] | ["correctOptions"] | ["blankAnswers"] | ["referenceAnswer"] | ["examIds"];
function rule(field: RuleField[0], ok: (q: QuestionFields) => boolean, message: string) {
  return v.forward<QuestionFields, v.CheckIssue<QuestionFields>, RuleField>(v.check(ok, message), [field] as RuleField);
}

/**
 * A question as the back-office form (and each imported row) gives it. Common: 题干, picture, 解析, tags, difficulty
 * and the exams and courses it may serve (at least one of them). Single: 2-8 options, exactly one right; multiple: 2-8 options, at least two right;
 * true/false: the fixed 正确/错误 options, one right; fill-in: 1-10 blanks, each with its accepted answers; short answer:
 * the reference answer. The output is the row as stored (options re-lettered by their place).
 */
export const QuestionFormSchema = v.pipe(
  QuestionFieldsSchema,
  rule("options", (q) => !isChoice(q.type) || filledOptions(q).length === q.options.length, QUESTION_ADMIN_MSG.emptyOption),
  rule("options", (q) => !isChoice(q.type) || filledOptions(q).length >= MIN_OPTIONS, QUESTION_ADMIN_MSG.fewOptions),
  rule(
    "options",
    (q) => !isChoice(q.type) || new Set(filledOptions(q).map((o) => normaliseBlank(o.text))).size === filledOptions(q).length,
    QUESTION_ADMIN_MSG.sameOptions,
  ),
  rule("correctOptions", (q) => !isChoice(q.type) || rightPlaces(q) !== null, QUESTION_ADMIN_MSG.badAnswer),
  rule("correctOptions", (q) => q.type !== "single" || rightPlaces(q)?.length === 1, QUESTION_ADMIN_MSG.single),
  rule("correctOptions", (q) => q.type !== "multiple" || (rightPlaces(q)?.length ?? 0) >= 2, QUESTION_ADMIN_MSG.multiple),
  rule(
    "correctOptions",
    (q) => q.type !== "judge" || (q.correctOptions.length === 1 && JUDGE_OPTIONS.some((o) => o.id === q.correctOptions[0])),
    QUESTION_ADMIN_MSG.judge,
  ),
  rule("blankAnswers", (q) => q.type !== "fill" || q.blankAnswers.length >= 1, QUESTION_ADMIN_MSG.blanks),
  rule(
    "blankAnswers",
    (q) => q.type !== "fill" || q.blankAnswers.every((b) => acceptedAnswers(b).length > 0),
    QUESTION_ADMIN_MSG.blankAnswer,
  ),
  rule("referenceAnswer", (q) => q.type !== "short" || q.referenceAnswer !== "", QUESTION_ADMIN_MSG.reference),
  // The message sits under the exams input, the first of the two.
  rule("examIds", (q) => q.examIds.length + q.courseIds.length > 0, QUESTION_ADMIN_MSG.serves),
  v.transform(stored),
);
export type QuestionForm = v.InferInput<typeof QuestionFormSchema>;

/** 停用 / 启用: a retired question is never drawn again; attempts that used it keep their copy. */
export type ExamQuestionRow = StoredQuestion & {
  id: number;
  retired: boolean;
  /** Came from an import (importing the same row again changes nothing). */
  imported: boolean;
  /** Attempts whose paper holds it: while any does, it may be retired but not deleted. */
  usedCount: number;
  createdAt: string;
  updatedAt: string;
};

/* ---------------------------------------------------------------- Import ---------------------------------------------------------------- */

/** The import file's columns, by their Chinese headers (the template's header row). */
const QUESTION_COLUMNS = {
  type: "题型",
  stem: "题干",
  options: OPTION_IDS.map((id) => `选项${id}`),
  answer: "答案",
  analysis: "解析",
  tags: "标签",
  difficulty: "难度",
  exams: "适用考试编号",
  courses: "适用课程编号",
} as const;
export const QUESTION_HEADER: string[] = [
  QUESTION_COLUMNS.type,
  QUESTION_COLUMNS.stem,
  ...QUESTION_COLUMNS.options,
  QUESTION_COLUMNS.answer,
  QUESTION_COLUMNS.analysis,
  QUESTION_COLUMNS.tags,
  QUESTION_COLUMNS.difficulty,
  QUESTION_COLUMNS.exams,
  QUESTION_COLUMNS.courses,
];

/** How the template explains the 答案 column and the lists, shown on the import screen too. */
export const QUESTION_IMPORT_HELP = [
  "题型：单选题、多选题、判断题、填空题、简答题。",
  "答案：单选题填一个选项字母（如 B）；多选题填两个及以上字母（如 ACD）；判断题填“正确”或“错误”；填空题各空之间用“|”分隔，同一空的多个可接受答案用“;”分隔；简答题填参考答案。",
  "标签、适用考试编号、适用课程编号：多个用逗号分隔；适用课程编号填课程的公开ID或ID；每道题至少填写一个考试或课程；难度为1到5（留空为3）。",
];

const CELL_MAX = 6000;
const cell = v.pipe(v.string(), v.maxLength(CELL_MAX));

/** One data row of the file as typed, with its line number (the header is line 1) for the rejected-rows report. */
const QuestionImportRowSchema = v.object({
  line: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(1_000_000)),
  type: cell,
  stem: cell,
  options: v.pipe(v.array(cell), v.maxLength(MAX_OPTIONS)),
  answer: cell,
  analysis: cell,
  tags: cell,
  difficulty: cell,
  exams: cell,
  /** Absent in files (and clients) made before questions served courses. */
  courses: v.optional(cell, ""),
});
export type QuestionImportRow = v.InferOutput<typeof QuestionImportRowSchema>;

/** Rows go up in chunks of at most this many (and of at most QUESTION_CHUNK_BYTES), so the bar moves per chunk. */
const QUESTION_CHUNK_ROWS = 100;
const QUESTION_CHUNK_MAX = 200;
const QUESTION_CHUNK_BYTES = 200 * 1024;

export const QuestionImportChunkSchema = v.object({
  rows: v.pipe(
    v.array(QuestionImportRowSchema, QUESTION_ADMIN_MSG.emptyFile),
    v.minLength(1, QUESTION_ADMIN_MSG.emptyFile),
    v.maxLength(QUESTION_CHUNK_MAX, `每次最多导入${QUESTION_CHUNK_MAX}行`),
  ),
});

export type QuestionImportOutcome = { added: number; unchanged: number; rejected: { line: number; reason: string }[] };

/** The rows in chunks of at most `maxRows` rows and `maxBytes` of JSON, in order. */
export function chunkRows<T>(rows: T[], maxRows = QUESTION_CHUNK_ROWS, maxBytes = QUESTION_CHUNK_BYTES): T[][] {
  const encoder = new TextEncoder();
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = encoder.encode(JSON.stringify(row)).length + 1;
    if (current.length && (current.length >= maxRows || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/** A table (the first sheet of an .xlsx, or a CSV), first row the header, into rows; lines count from 1 (the header). */
export function parseQuestionTable(table: string[][]): { rows: QuestionImportRow[] } | { error: string } {
  const [header = [], ...lines] = table;
  const col = (name: string) => header.findIndex((h) => String(h ?? "").trim() === name);
  const index = {
    type: col(QUESTION_COLUMNS.type),
    stem: col(QUESTION_COLUMNS.stem),
    answer: col(QUESTION_COLUMNS.answer),
    analysis: col(QUESTION_COLUMNS.analysis),
    tags: col(QUESTION_COLUMNS.tags),
    difficulty: col(QUESTION_COLUMNS.difficulty),
    exams: col(QUESTION_COLUMNS.exams),
    courses: col(QUESTION_COLUMNS.courses),
  };
  if (index.type < 0 || index.stem < 0 || index.answer < 0) return { error: QUESTION_ADMIN_MSG.noHeader };
  const optionIndex = QUESTION_COLUMNS.options.map(col);
  const at = (line: string[], i: number) => (i >= 0 ? String(line[i] ?? "").slice(0, CELL_MAX) : "");
  const rows = lines
    .map((line, i) => ({
      line: i + 2,
      type: at(line, index.type).trim(),
      stem: at(line, index.stem),
      options: optionIndex.map((o) => at(line, o)),
      answer: at(line, index.answer),
      analysis: at(line, index.analysis),
      tags: at(line, index.tags),
      difficulty: at(line, index.difficulty).trim(),
      exams: at(line, index.exams),
      courses: at(line, index.courses),
    }))
    .filter((r) => [r.type, r.stem, r.answer, ...r.options].some((s) => s.trim() !== ""));
  return rows.length ? { rows } : { error: QUESTION_ADMIN_MSG.emptyFile };
}

/** A CSV import file (UTF-8, BOM or not, comma separated, first line the header) into rows. */
export function parseQuestionCsv(text: string) {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  return parseQuestionTable(parsed.data);
}

const TYPE_NAMES: Record<string, QuestionType> = {
  ...Object.fromEntries(QUESTION_TYPES.map((t) => [t, t])),
  ...Object.fromEntries(QUESTION_TYPES.map((t) => [QUESTION_TYPE_LABELS[t], t])),
  ...Object.fromEntries(QUESTION_TYPES.map((t) => [QUESTION_TYPE_LABELS[t].slice(0, 2), t])),
  问答题: "short",
};
const JUDGE_WORDS: Record<string, string> = {
  正确: "T",
  对: "T",
  是: "T",
  "√": "T",
  "✓": "T",
  T: "T",
  TRUE: "T",
  错误: "F",
  错: "F",
  否: "F",
  "×": "F",
  "✗": "F",
  X: "F",
  F: "F",
  FALSE: "F",
};
const LIST_SEPARATORS = /[,，、;；\n]/;

/** A list cell (标签, 适用考试编号, 适用课程编号): comma, 、 or semicolon separated, each trimmed, empties dropped. */
export const listCell = (s: string) =>
  s
    .split(LIST_SEPARATORS)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * An imported row as the form's input (then checked by QuestionFormSchema, like the form), or why it cannot be read.
 * `serves` are the row's 适用考试编号 and 适用课程编号 already resolved to exams and courses.
 */
export function questionInputOfRow(row: QuestionImportRow, serves: { examIds: number[]; courseIds: number[] }): QuestionForm | string {
  const type = TYPE_NAMES[row.type.trim()];
  if (!type) return QUESTION_ADMIN_MSG.badType;
  const answer = row.answer.trim();
  const filled = row.options.map((o) => o.trim());
  const last = filled.findLastIndex((o) => o !== "");
  const options = filled.slice(0, last + 1);
  if (isChoice(type) && options.some((o) => o === "")) return QUESTION_ADMIN_MSG.optionGap;
  const difficulty = row.difficulty === "" ? DEFAULT_DIFFICULTY : /^\d{1,2}$/.test(row.difficulty) ? Number(row.difficulty) : Number.NaN;
  const base = { type, stem: row.stem, image: "", analysis: row.analysis, tags: listCell(row.tags), difficulty, ...serves };
  if (isChoice(type)) {
    const letters = answer.toUpperCase().replace(/[\s,，、;；]/g, "");
    return {
      ...base,
      options: options.map((text, i) => ({ id: OPTION_IDS[i], text })),
      correctOptions: [...letters],
    };
  }
  if (type === "judge") return { ...base, correctOptions: [JUDGE_WORDS[answer.toUpperCase()] ?? answer.slice(0, 8)] };
  if (type === "fill") {
    const blanks = answer === "" ? [] : answer.split(/[|｜]/).map((b) => b.split(/[;；]/));
    return { ...base, blankAnswers: blanks };
  }
  return { ...base, referenceAnswer: row.answer };
}

/** The template's example rows, one per type; `exam` fills their 适用考试编号 (适用课程编号 left empty). */
export function questionTemplateRows(exam: string): string[][] {
  const row = (type: QuestionType, stem: string, options: string[], answer: string, analysis: string, tags: string, difficulty: string) => [
    QUESTION_TYPE_LABELS[type],
    stem,
    ...OPTION_IDS.map((_, i) => options[i] ?? ""),
    answer,
    analysis,
    tags,
    difficulty,
    exam,
    "",
  ];
  return [
    row(
      "single",
      "短视频的“完播率”指的是什么？",
      ["视频被点赞的比例", "完整看完视频的播放次数占总播放次数的比例", "视频被分享的次数", "粉丝增长的数量"],
      "B",
      "完播率 = 完整播放次数 ÷ 总播放次数，是衡量内容吸引力的核心指标之一。",
      "短视频,数据指标",
      "2",
    ),
    row(
      "multiple",
      "以下哪些属于直播间常见的互动玩法？",
      ["福袋抽奖", "限时秒杀", "评论区问答", "关闭评论"],
      "ABC",
      "福袋、秒杀和问答都能提升停留与互动，关闭评论会降低互动。",
      "直播,互动",
      "3",
    ),
    row(
      "judge",
      "广告投放中，出价越高，广告一定能获得越多的转化。",
      [],
      "错误",
      "转化还取决于素材质量、定向与预估转化率，出价高不等于转化多。",
      "出价",
      "2",
    ),
    row(
      "fill",
      "千次展示费用的英文缩写是____，单次点击费用的英文缩写是____。",
      [],
      "CPM|CPC",
      "CPM：Cost Per Mille；CPC：Cost Per Click。",
      "计费方式",
      "2",
    ),
    row(
      "short",
      "请简述提升短视频完播率的三种方法。",
      [],
      "1. 开头3秒抛出悬念或冲突；2. 控制时长，删去冗余镜头；3. 节奏紧凑，配合字幕与音乐卡点。",
      "言之有理即可，每点约3分。",
      "短视频,内容创作",
      "3",
    ),
  ];
}

export const QUESTION_TEMPLATE_NAME = "题库导入模板";
