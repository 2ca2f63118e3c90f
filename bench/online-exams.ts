import { sql } from "drizzle-orm";
import { JUDGE_OPTIONS, type PaperRules } from "@/api/contract/online-exam";
import { drawPaper } from "@/api/modules/certification/online/draw";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { examSessions, exams } from "@/db/schema/certification/exams";
import { examQuestions } from "@/db/schema/certification/online-exams";
import { seedBulkUsers } from "@/db/seed";
import { silentLog } from "@/db/seed/progress";
import { section } from "@/db/seed/question-bank";

/** The demo exam's shape without the short answer: 27 questions drawn from a bank twice that size, shuffled. */
const RULES: PaperRules = {
  sections: [section("single", 10, 4), section("multiple", 5, 6), section("judge", 10, 1), section("fill", 2, 5)],
  shuffleQuestions: true,
  shuffleOptions: true,
};

const options = (n: number) =>
  Array.from({ length: 4 }, (_, i) => ({ id: String.fromCharCode(65 + i), text: `压测选项 ${n}-${i + 1}，长度与真实选项相当` }));

/** An in-house exam with its bank and rules, and an open sitting where the first `people` bulk users are booked. */
async function bookedSitting(db: Db, people: number) {
  await seedBulkUsers(db, people, silentLog);
  const [exam] = await db
    .insert(exams)
    .values({ name: `压测在线考试 ${Date.now()}`, feeFen: 0, paperRules: RULES, subjectNum: 27, zongFen: 100, duration: 60 })
    .returning();
  const examId = exam!.id;
  const stem = (n: number) => `压测题目 ${n}：以下关于巨量引擎广告投放的说法，哪一项是正确的？请结合账户结构、定向与出价思考。`;
  await db.insert(examQuestions).values([
    ...Array.from({ length: 20 }, (_, n) => ({
      type: "single" as const,
      stem: stem(n),
      options: options(n),
      correctOptions: ["A"],
      examIds: [examId],
    })),
    ...Array.from({ length: 10 }, (_, n) => ({
      type: "multiple" as const,
      stem: stem(n),
      options: options(n),
      correctOptions: ["A", "C"],
      examIds: [examId],
    })),
    ...Array.from({ length: 20 }, (_, n) => ({
      type: "judge" as const,
      stem: stem(n),
      options: JUDGE_OPTIONS,
      correctOptions: ["T"],
      examIds: [examId],
    })),
    ...Array.from({ length: 4 }, (_, n) => ({ type: "fill" as const, stem: stem(n), blankAnswers: [["定向"]], examIds: [examId] })),
  ]);
  const [sitting] = await db
    .insert(examSessions)
    .values({
      examId,
      name: "压测在线场次",
      startAt: new Date(Date.now() - 60_000),
      closesAt: new Date(Date.now() + 3600_000),
      seats: people,
      mode: "online",
    })
    .returning();
  // In the order signedInCookies signs the bulk users in: request n comes from person n.
  const regs = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into exam_registrations (user_id, exam_id, chinese_name, company_name, id_type, id_card, area_code, phone, status, fee_fen, paid_at, session_id, booked_at)
      select id, ${examId}, '压测考生', '', 0, '', area_code, mobile, 'booked', 0, now(), ${sitting!.id}, now()
      from (select * from users where mobile >= '16600000000' order by mobile limit ${people}) u
      order by mobile
      returning id`),
  );
  return { examId, sessionId: sitting!.id, regIds: regs.map((r) => r.id).sort((a, b) => a - b) };
}

/** pearson/OnlineStart: every request a different booked candidate starting the one sitting (a paper drawn and kept). */
export async function candidatesToStart(db: Db, people: number) {
  const { regIds } = await bookedSitting(db, people);
  return (request: number) => ({ eadid: regIds[request] });
}

/** pearson/OnlineSave: `people` candidates mid-exam, request n from candidate n mod people, each saving answer after answer. */
export async function candidatesAnswering(db: Db, people: number) {
  const { examId, sessionId } = await bookedSitting(db, people);
  const { items: paper, columns } = await drawPaper(db, examId, RULES);
  const attempts = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into exam_attempts (registration_id, user_id, exam_id, session_id, paper, question_ids, zong_fen, pass_score, ends_at)
      select r.id, r.user_id, ${examId}, ${sessionId}, ${JSON.stringify(columns.paper)}::json, ${`{${columns.questionIds.join(",")}}`}::int[], 100, 60, now() + interval '1 hour'
      from exam_registrations r where r.session_id = ${sessionId} order by r.id
      returning id`),
  );
  const ids = attempts.map((a) => a.id).sort((a, b) => a - b);
  return (request: number) => {
    const item = paper[Math.floor(request / people) % paper.length]!;
    const answer = item.type === "fill" ? { text: ["定向"] } : { optionIds: [item.options[request % item.options.length]!.id] };
    return { attemptId: ids[request % people], answers: [{ questionId: item.questionId, ...answer }] };
  };
}
