import { chinaTime } from "../contract/beijing-time";
import { phoneCell, toCsv, typed } from "../contract/csv";

/** One sign-up as an export reads it: the row and the person who signed up. */
export type SignUpLine<R> = { row: R; name: string; areaCode: string; mobile: string };

/**
 * Sign-ups (an activity's, a training session's) as CSV: 报名ID, 姓名, 手机号, the feature's own state columns, 报名时间, then
 * one column per profile field and survey question, in the form's order.
 */
export function signUpsCsv<R extends { id: number; createdAt: Date }, Q>(sheet: {
  lines: SignUpLine<R>[];
  /** The feature's state columns, after the phone number. */
  states: { header: string[]; cells: (row: R) => string[] };
  /** The form's profile fields, and what a row answered to each (by the field's typeId). */
  fields: { typeId: number; name: string }[];
  settings: (row: R) => { k: number; v: string }[];
  /** The survey's questions, and a row's answer cell for one. */
  questions: Q[];
  questionName: (question: Q) => string;
  answer: (row: R, question: Q) => string;
}) {
  const header = [
    "报名ID",
    "姓名",
    "手机号",
    ...sheet.states.header,
    "报名时间",
    ...sheet.fields.map((f) => f.name),
    ...sheet.questions.map(sheet.questionName),
  ];
  const lines = sheet.lines.map(({ row, name, areaCode, mobile }) => [
    String(row.id),
    typed(name),
    phoneCell(areaCode, mobile),
    ...sheet.states.cells(row),
    chinaTime(row.createdAt),
    ...sheet.fields.map((f) => typed(sheet.settings(row).find((s) => s.k === f.typeId)?.v ?? "")),
    ...sheet.questions.map((q) => sheet.answer(row, q)),
  ]);
  return toCsv([header, ...lines]);
}
