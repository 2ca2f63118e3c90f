import { Hono } from "hono";
import { type AdminEnv, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { QUESTION_TEMPLATE_NAME, QuestionImportChunkSchema } from "@/api/contract/exam-questions-admin";
import type { Deps } from "@/api/deps";
import type { BankQuestion } from "../queries";
import { type CourseCodes, importQuestions, RESOURCE, retireQuestion } from "../service";
import { questionTemplateCsv, questionTemplateXlsx } from "../template";
import { questionFigures, questionRow } from "./exam-questions";

const attachment = (ext: string) =>
  `attachment; filename="question-template.${ext}"; filename*=UTF-8''${encodeURIComponent(QUESTION_TEMPLATE_NAME)}.${ext}`;

/**
 * `POST /admin/api/exam-questions/:id/retire` (停用) and `…/unretire` (启用), once each, audited, answering the row as
 * the list shows it; `POST …/import {rows}` applies a chunk of an import file (the screen sends the file in chunks so
 * its bar shows real progress); `GET …/template.xlsx` and `…/template.csv` the import template. Operators only.
 */
export const examQuestionRoutes = (courseCodes: CourseCodes) => (deps: Deps) => {
  const app = new Hono<AdminEnv>();
  const answer = async (row: BankQuestion) => ({ ...questionRow(row), ...(await questionFigures(deps.db, [row])).get(row.id) });

  for (const [path, retired] of [
    ["retire", true],
    ["unretire", false],
  ] as const) {
    app.post(`/:id{[0-9]{1,9}}/${path}`, async (c) => {
      requireAccess(c.var.admin, RESOURCE, "write");
      return c.json(await answer(await retireQuestion(deps.db, c.var.admin, Number(c.req.param("id")), retired)));
    });
  }

  app.post("/import", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const { rows } = await readInput(c, QuestionImportChunkSchema);
    return c.json(await importQuestions(deps.db, c.var.admin, courseCodes, rows));
  });

  app.get("/template.csv", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", attachment("csv"));
    return c.body(await questionTemplateCsv(deps.db));
  });

  app.get("/template.xlsx", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    c.header("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    c.header("Content-Disposition", attachment("xlsx"));
    return c.body(await questionTemplateXlsx(deps.db));
  });

  return app;
};
