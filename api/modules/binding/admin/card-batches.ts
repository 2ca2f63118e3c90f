import { type Context, Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { csvDownload } from "@/api/admin/csv-export";
import { equalsInt, flag, search } from "@/api/admin/filters";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { defineResource, type Serialized } from "@/api/admin/resource";
import { chinaTime } from "@/api/contract/beijing-time";
import {
  type CardBatchMade,
  type CardBatchRow,
  CardBatchSchema,
  CardBatchUpdateSchema,
  type LearningCardRow,
} from "@/api/contract/binding-admin";
import { toCsv, typed } from "@/api/contract/csv";
import type { Deps } from "@/api/deps";
import type { Conn } from "@/db/client";
import { cardBatches, learningCards } from "@/db/schema/binding";
import { peopleByIds } from "../../account/people";
import { createCardBatch } from "../cards";
import { boundCardCounts, cardsOfBatch } from "./queries";

const serializeBatch = (b: typeof cardBatches.$inferSelect) => ({
  id: b.id,
  name: b.name,
  count: b.count,
  courseIds: b.courseIds,
  examIds: b.examIds,
  note: b.note,
  disabled: b.disabled === 1,
  createdBy: b.createdBy,
  createdAt: b.createdAt,
});

/** How many cards of each listed batch are bound. */
async function boundCounts(db: Conn, rows: (typeof cardBatches.$inferSelect)[]) {
  const counts = await boundCardCounts(
    db,
    rows.map((r) => r.id),
  );
  const of = new Map(counts.map((c) => [c.batchId, c.n]));
  return new Map(rows.map((r) => [r.id, { boundCount: of.get(r.id) ?? 0 }]));
}

/**
 * 学习卡批次: listed, shown, disabled or enabled through the REST framework; created by the route below, since the
 * cards' passwords exist in plain text only in the creating answer.
 */
export const cardBatchesResource = defineResource<CardBatchRow>()({
  name: "card-batches",
  table: cardBatches,
  sortable: { createdAt: cardBatches.createdAt, count: cardBatches.count },
  filters: { q: search(cardBatches.name, cardBatches.note), disabled: flag(cardBatches.disabled) },
  figures: boundCounts,
  serialize: serializeBatch,
  update: { schema: CardBatchUpdateSchema, values: (input) => ({ disabled: input.disabled }) },
});

/** 学习卡: a batch's cards with their state; never a password or its hash. */
export const learningCardsResource = defineResource<LearningCardRow>()({
  name: "learning-cards",
  table: learningCards,
  sortable: { id: learningCards.id, boundAt: learningCards.boundAt },
  filters: { batchId: equalsInt(learningCards.batchId), boundBy: equalsInt(learningCards.boundBy), q: search(learningCards.cardNo) },
  serialize: (c) => ({ id: c.id, batchId: c.batchId, cardNo: c.cardNo, boundBy: c.boundBy, boundAt: c.boundAt, createdAt: c.createdAt }),
});

/**
 * `POST /admin/api/card-batches`: issues a batch (audited) and answers it with `passwordsCsv`, the cards' numbers and
 * one-time passwords, which the back office downloads at once; only their hashes are kept.
 * `GET /admin/api/card-batches/:id/export`: the cards' numbers and state (no passwords) as CSV.
 */
export function cardBatchRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  app.post("/", async (c: Context<AdminEnv>) => {
    requireAccess(c.var.admin, "card-batches", "write");
    const input = await readInput(c, CardBatchSchema);
    const made = await deps.db.transaction(async (tx) => {
      const result = await createCardBatch(tx, input, c.var.admin.id);
      const after = serializeBatch(result.batch);
      await recordAudit(tx, {
        actor: auditActor(c.var.admin),
        action: "create",
        resource: "card-batches",
        recordId: after.id,
        before: null,
        after,
      });
      return result;
    });
    const csv = toCsv([["学习卡卡号", "密码", "批次"], ...made.cards.map((card) => [card.cardNo, card.password, typed(made.batch.name)])]);
    return c.json({ ...serializeBatch(made.batch), boundCount: 0, passwordsCsv: csv } satisfies Serialized<CardBatchMade>);
  });
  app.get("/:id/export", async (c: Context<AdminEnv>) => {
    requireAccess(c.var.admin, "card-batches", "read");
    const raw = c.req.param("id") ?? "";
    if (!/^\d{1,9}$/.test(raw)) return c.json({ message: "记录不存在" }, 404);
    const cards = await cardsOfBatch(deps.db, Number(raw));
    if (cards.length === 0) return c.json({ message: "记录不存在" }, 404);
    const people = await peopleByIds(
      deps.db,
      cards.flatMap((card) => (card.boundBy === null ? [] : [card.boundBy])),
    );
    const lines = cards.map((card) => [
      card.cardNo,
      card.boundAt ? "已绑定" : "未绑定",
      typed((card.boundBy !== null && people.get(card.boundBy)?.chineseName) || ""),
      card.boundAt ? chinaTime(card.boundAt) : "",
    ]);
    return csvDownload(c, `card-batch-${raw}.csv`, toCsv([["学习卡卡号", "状态", "绑定人", "绑定时间"], ...lines]));
  });
  return app;
}
