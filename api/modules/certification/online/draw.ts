import { randomInt } from "node:crypto";
import { ONLINE_MSG, type PaperItem, type PaperRules, type PaperSection } from "@/api/contract/online-exam";
import { fail } from "@/api/protocol/errors";
import type { Db } from "@/db/client";
import { paperColumns } from "./paper";
import { type BankQuestion, bankOf, type VersionedQuestion } from "./queries";

/** Fisher-Yates with the system's random source: a candidate cannot predict the next paper from the last. */
function shuffled<T>(items: readonly T[]) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function fits(q: BankQuestion, s: PaperSection) {
  if (s.tags.length > 0 && !q.tags.some((t) => s.tags.includes(t))) return false;
  return s.difficulties.length === 0 || s.difficulties.includes(q.difficulty);
}

/** The section's questions: the fixed ones in their order, or `count` drawn at random from those that fit. */
function sectionQuestions(bank: BankQuestion[], s: PaperSection, taken: Set<number>, shortBank: string) {
  if (s.questionIds.length > 0) {
    const byId = new Map(bank.map((q) => [q.id, q]));
    const fixed = s.questionIds.map((id) => byId.get(id));
    if (fixed.some((q) => !q)) fail(shortBank);
    return fixed as BankQuestion[];
  }
  const pool = bank.filter((q) => !taken.has(q.id) && fits(q, s));
  if (pool.length < s.count) fail(shortBank);
  return shuffled(pool).slice(0, s.count);
}

function itemOf(q: BankQuestion, points: number, shuffleOptions: boolean): PaperItem {
  const choice = q.type === "single" || q.type === "multiple";
  return {
    questionId: q.id,
    type: q.type,
    points,
    stem: q.stem,
    image: q.image,
    options: choice && shuffleOptions ? shuffled(q.options) : q.options,
    correctOptions: q.correctOptions,
    blankAnswers: q.blankAnswers,
    referenceAnswer: q.referenceAnswer,
    analysis: q.analysis,
  };
}

type Bank = { questions: VersionedQuestion[]; versionOf: Map<number, number> };

const banks = new WeakMap<Db, Map<number, { version: string; bank: Promise<Bank> }>>();

async function readBank(db: Db, examId: number): Promise<Bank> {
  const questions = await bankOf(db, examId);
  return { questions, versionOf: new Map(questions.map((q) => [q.id, q.versionId])) };
}

/**
 * The exam's live bank, read once per version of the bank (its data version, read with the registration): 2,000 candidates starting one sitting draw from one
 * read, and any edit, retire or import is seen by the next start.
 */
function keptBank(db: Db, examId: number, version: string) {
  let byExam = banks.get(db);
  if (!byExam) {
    byExam = new Map();
    banks.set(db, byExam);
  }
  const kept = byExam.get(examId);
  if (kept?.version === version) return kept.bank;
  const bank = readBank(db, examId);
  byExam.set(examId, { version, bank });
  bank.catch(() => byExam.delete(examId));
  return bank;
}

/**
 * Draws a paper from `bank` by `rules`: sections in their order, each section's questions (and a choice question's
 * options) shuffled when the rules say so. A question appears once per paper. Fails with `shortBank` when the bank
 * cannot fill a section (an exam's or a course quiz's message).
 */
export function drawFrom(bank: BankQuestion[], rules: PaperRules, shortBank: string = ONLINE_MSG.shortBank): PaperItem[] {
  const taken = new Set<number>();
  const paper: PaperItem[] = [];
  for (const s of rules.sections) {
    const chosen = sectionQuestions(
      bank.filter((q) => q.type === s.type),
      s,
      taken,
      shortBank,
    );
    for (const q of chosen) taken.add(q.id);
    // Unshuffled, a drawn section keeps the bank's order and a fixed one the order the operator gave.
    const ordered = rules.shuffleQuestions ? shuffled(chosen) : s.questionIds.length > 0 ? chosen : chosen.sort((a, b) => a.id - b.id);
    paper.push(...ordered.map((q) => itemOf(q, s.points, rules.shuffleOptions)));
  }
  return paper;
}

/**
 * Draws one candidate's paper by the exam's rules from the exam's live bank (kept per bank version when given):
 * the questions as the candidate gets them, and the columns the attempt stores.
 */
export async function drawPaper(db: Db, examId: number, rules: PaperRules, bankVersion?: string) {
  const { questions, versionOf } = bankVersion === undefined ? await readBank(db, examId) : await keptBank(db, examId, bankVersion);
  const items = drawFrom(questions, rules);
  return { items, columns: paperColumns(items, versionOf) };
}
