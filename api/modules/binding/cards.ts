import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import * as v from "valibot";
import { beijingTime } from "@/api/contract/beijing-time";
import {
  BINDING_MSG,
  BindCardSchema,
  CARD_BIND_ATTEMPTS_PER_HOUR,
  CARD_PASSWORD_ALPHABET,
  CARD_PASSWORD_LENGTH,
  type MyCard,
  normalizeCardText,
  OPEN_CARD_BINDING_CODE,
} from "@/api/contract/binding";
import { pagerOf } from "@/api/contract/pager";
import { AppError, fail } from "@/api/protocol/errors";
import { hit } from "@/api/protocol/rate-limit";
import type { Conn, Db } from "@/db/client";
import type { cardBatches } from "@/db/schema/binding";
import { examNamesByIds } from "../certification/exams/names";
import { issueVouchers } from "../certification/payment/issue-vouchers";
import { vouchersByIds } from "../certification/payment/vouchers-by-ids";
import { grantCourse } from "../course/enrolment";
import { courseTitles } from "../course/titles";
import {
  cardVoucherLinks,
  findBatchOfCard,
  findCardByNo,
  insertCardBatch,
  insertCards,
  insertCardVouchers,
  pageUserCards,
  takeCard,
  takeFreeCard,
} from "./queries";

type Batch = typeof cardBatches.$inferSelect;

/** A new card number: XK and 10 random digits. */
function newCardNo() {
  return `XK${Array.from({ length: 10 }, () => randomInt(10)).join("")}`;
}

/** A new one-time password: 12 characters of the unambiguous alphabet (about 59 bits), shown as XXXX-XXXX-XXXX. */
function newCardPassword() {
  const raw = Array.from({ length: CARD_PASSWORD_LENGTH }, () => CARD_PASSWORD_ALPHABET[randomInt(CARD_PASSWORD_ALPHABET.length)]).join("");
  return raw.match(/.{4}/g)!.join("-");
}

/** The stored form of a password: hex SHA-256 of a per-card salt and the normalized password (docs/decisions/0031). */
function hashCardPassword(password: string, salt: string) {
  return createHash("sha256")
    .update(`${salt}:${normalizeCardText(password)}`)
    .digest("hex");
}
const newSalt = () => randomBytes(16).toString("hex");

function samePassword(password: string, salt: string, storedHash: string) {
  const a = Buffer.from(hashCardPassword(password, salt), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What binding a card gives: each of its courses begun for the person (its vouchers are the card's own). */
async function grant(tx: Conn, batch: Batch, userId: number) {
  for (const courseId of batch.courseIds) await grantCourse(tx, userId, courseId);
}

/** The person's cards as /my/card shows them: number, batch, when bound, the courses and the voucher codes. */
async function cardItems(db: Conn, rows: { id: number; cardNo: string; boundAt: Date | null; batch: Batch }[]): Promise<MyCard[]> {
  const [titles, links] = await Promise.all([
    courseTitles(db, [...new Set(rows.flatMap((r) => r.batch.courseIds))]),
    cardVoucherLinks(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const cardOf = new Map(links.map((l) => [l.voucherId, l.cardId]));
  const codes = (await vouchersByIds(db, [...cardOf.keys()])).map((v) => ({ ...v, cardId: cardOf.get(v.id) }));
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  return rows.map((r) => ({
    cardNo: r.cardNo,
    batchName: r.batch.name,
    bindTime: r.boundAt ? beijingTime(r.boundAt) : "",
    courses: r.batch.courseIds.filter((id) => titleOf.has(id)).map((id) => ({ id, title: titleOf.get(id)! })),
    vouchers: codes
      .filter((c) => c.cardId === r.id)
      .map((c) => ({ examId: c.examId, examName: c.examName, code: c.code, used: c.usedAt !== null })),
  }));
}

async function oneCard(tx: Conn, cardId: number, cardNo: string) {
  const batch = await findBatchOfCard(tx, cardId);
  const [item] = await cardItems(tx, [{ id: cardId, cardNo, boundAt: new Date(), batch }]);
  return item!;
}

/**
 * my/bind {cardNo, password}: binds a learning card to the person and grants what it carries, once. Without a password
 * it answers code 9, on which the portal opens card binding with the number filled in (spec 001 section 8).
 * Attempts are counted per person and hour before anything is checked, so guessing stops after ten.
 */
export async function bindCard(db: Db, userId: number, payload: { cardNo: string; password: string }) {
  if (payload.password.trim() === "") {
    throw new AppError(OPEN_CARD_BINDING_CODE, BINDING_MSG.passwordEmpty, { cardNo: normalizeCardText(payload.cardNo) });
  }
  const parsed = v.safeParse(BindCardSchema, payload);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    fail(issue.message, v.getDotPath(issue) ?? undefined);
  }
  if ((await hit(db, `card-bind:${userId}`, 3600)) > CARD_BIND_ATTEMPTS_PER_HOUR) fail(BINDING_MSG.tooMany);
  const { cardNo, password } = parsed.output;
  return db.transaction(async (tx) => {
    const found = await findCardByNo(tx, cardNo);
    if (!found || !samePassword(password, found.card.salt, found.card.passwordHash)) fail(BINDING_MSG.wrongPair, "password");
    if (found.card.boundAt) fail(BINDING_MSG.cardUsed, "cardNo");
    if (found.disabled) fail(BINDING_MSG.cardDisabled, "cardNo");
    if (!(await takeCard(tx, found.card.id, userId))) fail(BINDING_MSG.cardUsed, "cardNo");
    const batch = await findBatchOfCard(tx, found.card.id);
    await grant(tx, batch, userId);
    return oneCard(tx, found.card.id, cardNo);
  });
}

/**
 * For the points shop: binds one free card of the batch to the person inside the caller's transaction and grants
 * what it carries. Answers the card as /my/card shows it, or null when the batch has no free card (or is disabled).
 */
export async function issueCardToUser(tx: Conn, batchId: number, userId: number): Promise<MyCard | null> {
  const taken = await takeFreeCard(tx, batchId, userId);
  if (!taken) return null;
  const batch = await findBatchOfCard(tx, taken.id);
  await grant(tx, batch, userId);
  return oneCard(tx, taken.id, taken.cardNo);
}

/** my/card: the person's cards, a page at a time. */
export async function myCards(db: Db, userId: number, p: { currentPage: number; pageSize: number }) {
  const { rows, total } = await pageUserCards(db, userId, (p.currentPage - 1) * p.pageSize, p.pageSize);
  return {
    list: await cardItems(db, rows),
    pager: pagerOf(p.currentPage, p.pageSize, total),
  };
}

/** The cards of a new batch: numbers, salted password hashes, and the plain passwords for the one CSV. */
function makeCards(count: number) {
  const numbers = new Set<string>();
  while (numbers.size < count) numbers.add(newCardNo());
  return [...numbers].map((cardNo) => {
    const password = newCardPassword();
    const salt = newSalt();
    return { cardNo, password, salt, passwordHash: hashCardPassword(password, salt) };
  });
}

export type NewCardBatch = { name: string; count: number; courseIds: number[]; examIds: number[]; note: string };

/**
 * Issues a batch inside the caller's transaction: the batch, its cards, and for each exam one voucher per card.
 * Answers the batch and each card's number with its password, which exist in plain text only in this answer.
 * `fixed` lets the demo seed give a few cards a known number and password (README).
 */
export async function createCardBatch(
  tx: Conn,
  input: NewCardBatch,
  createdBy: number | null,
  fixed?: (index: number) => { cardNo: string; password: string } | undefined,
) {
  const [knownCourses, knownExams] = await Promise.all([courseTitles(tx, input.courseIds), examNamesByIds(tx, input.examIds)]);
  const known = { courses: new Set(knownCourses.map((c) => c.id)), exams: new Set(knownExams.map((e) => e.id)) };
  const courseIds = [...new Set(input.courseIds)];
  const examIds = [...new Set(input.examIds)];
  if (courseIds.some((id) => !known.courses.has(id))) fail("请选择有效的课程", "courseIds");
  if (examIds.some((id) => !known.exams.has(id))) fail("请选择有效的考试", "examIds");
  const batch = await insertCardBatch(tx, { ...input, courseIds, examIds, createdBy });
  const made = makeCards(batch.count).map((c, i) => {
    const known = fixed?.(i);
    return known ? { ...c, ...known, passwordHash: hashCardPassword(known.password, c.salt) } : c;
  });
  const cards = await insertCards(tx, batch.id, made);
  for (const examId of examIds) {
    const issued = await issueVouchers(tx, { examId, count: batch.count, note: `学习卡批次 #${batch.id}：${batch.name}`, createdBy });
    await insertCardVouchers(
      tx,
      cards.map((card, i) => ({ cardId: card.id, voucherId: issued[i]!.id })),
    );
  }
  const passwordByNo = new Map(made.map((c) => [c.cardNo, c.password]));
  return { batch, cards: cards.map((c) => ({ cardNo: c.cardNo, password: passwordByNo.get(c.cardNo)! })) };
}
