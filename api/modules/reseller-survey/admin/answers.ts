import { chinaTime } from "@/api/contract/beijing-time";
import { phoneCell, toCsv, typed } from "@/api/contract/csv";
import { chosenIds, fillFields, type SurveyAnswer, type SurveyQuestion } from "@/api/contract/reseller-survey";
import type { Conn } from "@/db/client";
import type { resellerSurveyResponses } from "@/db/schema/reseller-survey";
import { peopleByIds } from "../../account/people";
import { resellerNamesByUserIds } from "../../partner-login/reseller-names";
import { loadQuestions } from "../queries";
import { listResponses } from "./queries";

type Response = typeof resellerSurveyResponses.$inferSelect;

/** An answer in words: the chosen options' titles, the fields' texts, the text or the file's path. */
function answerText(q: SurveyQuestion, val: string) {
  if (q.type === 0 || q.type === 1) {
    const chosen = chosenIds(val);
    return q.options
      .filter((o) => chosen.includes(o.id))
      .map((o) => o.title)
      .join("；");
  }
  if (q.type === 4) {
    const fields = fillFields(val) ?? [];
    return q.options.map((o, i) => `${o.title}：${fields[i] ?? ""}`).join("；");
  }
  return val;
}

/** Who answered, for the list and the sheet: name, number and the reseller they came through ('' when unknown). */
async function respondents(db: Conn, userIds: number[]) {
  const [people, resellerNames] = await Promise.all([peopleByIds(db, userIds), resellerNamesByUserIds(db, userIds)]);
  return (userId: number) => {
    const p = people.get(userId);
    return {
      chineseName: p?.chineseName ?? "",
      areaCode: p?.areaCode ?? "",
      mobile: p?.mobile ?? "",
      resellerName: resellerNames.get(userId) ?? "",
    };
  };
}

/** The list's figures: who answered and each answer in words (a file answer also as its path). */
export async function responseFigures(db: Conn, rows: Response[]) {
  const [who, questions] = await Promise.all([
    respondents(
      db,
      rows.map((r) => r.userId),
    ),
    loadQuestions(db),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  return new Map(
    rows.map((r) => {
      const lines = (r.answers as SurveyAnswer[]).map((a) => {
        const q = byId.get(a.id);
        return { question: a.name, answer: q ? answerText(q, a.val) : a.val, file: a.type === 5 ? a.val : "" };
      });
      return [r.id, { ...who(r.userId), lines }];
    }),
  );
}

/** Every response as CSV: 姓名, 手机号, 代理商, 提交时间, then one column per question (formula-safe cells). */
export async function responsesCsv(db: Conn) {
  const [rows, questions] = await Promise.all([listResponses(db), loadQuestions(db)]);
  const who = await respondents(
    db,
    rows.map((r) => r.userId),
  );
  const header = ["姓名", "手机号", "代理商", "提交时间", ...questions.map((q) => q.title)];
  const lines = rows.map((r) => {
    const p = who(r.userId);
    const vals = new Map((r.answers as SurveyAnswer[]).map((a) => [a.id, a.val]));
    return [
      typed(p.chineseName),
      phoneCell(p.areaCode, p.mobile),
      typed(p.resellerName),
      chinaTime(r.updatedAt),
      ...questions.map((q) => typed(answerText(q, vals.get(q.id) ?? ""))),
    ];
  });
  return toCsv([header, ...lines]);
}
