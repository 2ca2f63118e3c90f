import { desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { csvDownload } from "@/api/admin/csv-export";
import { equalsInt } from "@/api/admin/filters";
import { type AdminEnv, requireAccess } from "@/api/admin/identity";
import { defineResource, type UntypedRow } from "@/api/admin/resource";
import { chinaTime } from "@/api/contract/beijing-time";
import { phoneCell, toCsv, typed } from "@/api/contract/csv";
import { chosenIds, fillFields, type SurveyAnswer, type SurveyQuestion } from "@/api/contract/reseller-survey";
import type { Deps } from "@/api/deps";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { resellerAuthCodes, resellers } from "@/db/schema/partner-login/resellers";
import { resellerSurveyResponses } from "@/db/schema/reseller-survey";
import { loadQuestions } from "../queries";

const RESOURCE = "reseller-survey-responses";

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

/** Who answered, for the list and the sheet: name, number and the reseller they came through. */
async function respondents(db: Conn, userIds: number[]) {
  const rows = await db
    .select({
      id: users.id,
      chineseName: users.chineseName,
      areaCode: users.areaCode,
      mobile: users.mobile,
      resellerName: resellerAuthCodes.resellerName,
    })
    .from(users)
    .leftJoin(resellers, eq(resellers.userId, users.id))
    .leftJoin(resellerAuthCodes, eq(resellerAuthCodes.id, resellers.authCodeId))
    .where(inArray(users.id, userIds.length ? userIds : [0]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** 问卷回答: each reseller's answers (read only), with who they are; the sheet is GET …/export. */
export const surveyResponsesResource = defineResource<UntypedRow>()({
  name: RESOURCE,
  table: resellerSurveyResponses,
  sortable: { updatedAt: resellerSurveyResponses.updatedAt, id: resellerSurveyResponses.id },
  filters: { userId: equalsInt(resellerSurveyResponses.userId) },
  serialize: (r) => ({ id: r.id, userId: r.userId, answers: r.answers, createdAt: r.createdAt, updatedAt: r.updatedAt }),
  figures: async (db, rows) => {
    const [people, questions] = await Promise.all([
      respondents(
        db,
        rows.map((r) => r.userId),
      ),
      loadQuestions(db),
    ]);
    const byId = new Map(questions.map((q) => [q.id, q]));
    return new Map(
      rows.map((r) => {
        const p = people.get(r.userId);
        const lines = (r.answers as SurveyAnswer[]).map((a) => {
          const q = byId.get(a.id);
          return { question: a.name, answer: q ? answerText(q, a.val) : a.val, file: a.type === 5 ? a.val : "" };
        });
        return [
          r.id,
          {
            chineseName: p?.chineseName ?? "",
            mobile: p?.mobile ?? "",
            areaCode: p?.areaCode ?? "",
            resellerName: p?.resellerName ?? "",
            lines,
          },
        ];
      }),
    );
  },
});

/** Every response as CSV: 姓名, 手机号, 代理商, 提交时间, then one column per question (formula-safe cells). */
async function responsesCsv(db: Conn) {
  const [rows, questions] = await Promise.all([
    db.select().from(resellerSurveyResponses).orderBy(desc(resellerSurveyResponses.updatedAt)),
    loadQuestions(db),
  ]);
  const people = await respondents(
    db,
    rows.map((r) => r.userId),
  );
  const header = ["姓名", "手机号", "代理商", "提交时间", ...questions.map((q) => q.title)];
  const lines = rows.map((r) => {
    const p = people.get(r.userId);
    const vals = new Map((r.answers as SurveyAnswer[]).map((a) => [a.id, a.val]));
    return [
      typed(p?.chineseName ?? ""),
      phoneCell(p?.areaCode, p?.mobile),
      typed(p?.resellerName ?? ""),
      chinaTime(r.updatedAt),
      ...questions.map((q) => typed(answerText(q, vals.get(q.id) ?? ""))),
    ];
  });
  return toCsv([header, ...lines]);
}

/** `GET /admin/api/reseller-survey-responses/export`: the sheet of every response. */
export function surveyResponseRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  app.get("/export", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    return csvDownload(c, "reseller-survey.csv", await responsesCsv(deps.db));
  });
  return app;
}
