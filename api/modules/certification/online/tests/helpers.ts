import { eq } from "drizzle-orm";
import { JUDGE_OPTIONS, type PaperRules, type PaperSection } from "@/api/contract/online-exam";
import type { Db } from "@/db/client";
import { examRegistrations, examSessions } from "@/db/schema/certification/exams";
import { examQuestions } from "@/db/schema/certification/online-exams";
import { makeExam, paid, registrationValues } from "@/tests/support/factories";

const HOUR = 3600_000;
const options = (...texts: string[]) => texts.map((text, i) => ({ id: String.fromCharCode(65 + i), text }));

/** One question of each machine-marked type and a short answer, serving the exam. */
async function makeBank(db: Db, examId: number) {
  return db
    .insert(examQuestions)
    .values([
      {
        type: "single",
        stem: "短视频的黄金时长通常是？",
        options: options("5秒", "15-60秒", "10分钟"),
        correctOptions: ["B"],
        analysis: "完播率",
        examIds: [examId],
      },
      {
        type: "multiple",
        stem: "以下哪些是内容营销的目标？",
        options: options("品牌认知", "用户互动", "降低库存"),
        correctOptions: ["A", "B"],
        examIds: [examId],
      },
      { type: "judge", stem: "直播带货无需遵守广告法。", options: JUDGE_OPTIONS, correctOptions: ["F"], examIds: [examId] },
      { type: "fill", stem: "投放的三要素：____、____。", blankAnswers: [["定向"], ["出价", "bid"]], examIds: [examId] },
      { type: "short", stem: "简述内容营销与硬广的区别。", referenceAnswer: "价值与互动", examIds: [examId] },
    ])
    .returning();
}

const section = (type: PaperSection["type"], points: number): PaperSection => ({
  type,
  count: 1,
  points,
  tags: [],
  difficulties: [],
  questionIds: [],
});

/** One of each machine-marked type (20 each: 80 in all), and a short answer worth 20 when `withShort`. */
function rules(withShort: boolean): PaperRules {
  const sections = [section("single", 20), section("multiple", 20), section("judge", 20), section("fill", 20)];
  return { sections: withShort ? [...sections, section("short", 20)] : sections, shuffleQuestions: true, shuffleOptions: true };
}

/** A free in-house exam with a bank and rules, an open sitting, and each person booked on it. */
export async function bookedOnline(
  db: Db,
  people: { id: number; mobile: string }[],
  opts: { withShort?: boolean; isVideo?: number; leaveLimit?: number } = {},
) {
  const exam = await makeExam(db, {
    feeFen: 0,
    isVideo: opts.isVideo ?? 0,
    leaveLimit: opts.leaveLimit ?? 3,
    paperRules: rules(opts.withShort ?? false),
    zongFen: 100,
    passScore: 60,
    duration: 30,
  });
  await makeBank(db, exam.id);
  const [sitting] = await db
    .insert(examSessions)
    .values({
      examId: exam.id,
      name: "在线场次",
      startAt: new Date(Date.now() - HOUR),
      closesAt: new Date(Date.now() + HOUR),
      seats: 100,
      seatsTaken: people.length,
    })
    .returning();
  const regs = await db
    .insert(examRegistrations)
    .values(
      people.map((p) =>
        registrationValues(p.id, exam.id, { status: "booked", sessionId: sitting!.id, phone: p.mobile, feeFen: 0, ...paid() }),
      ),
    )
    .returning();
  return { exam, sitting: sitting!, regs };
}

export async function registrationOf(db: Db, id: number) {
  const [row] = await db.select().from(examRegistrations).where(eq(examRegistrations.id, id));
  return row!;
}
