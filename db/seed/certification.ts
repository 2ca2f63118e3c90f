import { asc, eq, inArray } from "drizzle-orm";
import { idCardCheckDigit } from "@/api/contract/id-card";
import type { StorageDriver } from "@/api/providers/storage";
import { users } from "@/db/schema/account/users";
import { examRegistrations, examSessions, exams, type RegistrationStatus } from "@/db/schema/certification/exams";
import type { Conn, Db } from "../client";
import { storeCovers } from "./art/render";
import { beijingAt } from "./clock";
import type { SeedLog } from "./progress";

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

const DISCIPLINE = [
  "1. 考试须本人独立完成，不得由他人代考，不得查阅资料或与他人交流。",
  "2. 视频考试全程开启摄像头，考试过程中请勿离开摄像头范围。",
  "3. 考试开始后不得切换窗口，切屏超过 3 次将自动交卷。",
  "4. 违反考试纪律者成绩作废，且一年内不得再次报名。",
].join("\n");

/** The demo exam taken in the portal (its bank and paper rules: db/seed/question-bank.ts). */
const IN_HOUSE = "KS-CONTENT-01";

/** Three exams a demo candidate can take: a paid video exam, a paid exam without camera, and a free one. */
const EXAMS = [
  {
    kaoShiId: "KS-ADS-01",
    name: "巨量引擎营销认证（初级）",
    series: "巨量引擎营销认证",
    intro: "面向广告投放与运营人员，考查账户搭建、定向、出价与数据分析的基础能力。",
    feeFen: 19900,
    isVideo: 1,
    subjectNum: 60,
    zongFen: 100,
    passScore: 70,
    duration: 90,
    cnt: 0,
    monthlyLimit: 3,
    // The outline page published with the portal (portal/features/certification/exams/outlines.ts).
    outlineUrl: "/certification/outline/KS-ADS-01",
    discipline: DISCIPLINE,
    certValidMonths: 24,
    sort: 1,
  },
  {
    kaoShiId: "KS-ADS-02",
    name: "巨量引擎营销认证（中级）",
    series: "巨量引擎营销认证",
    intro: "面向有一年以上投放经验的优化师，考查全链路营销策略与效果优化。",
    feeFen: 29900,
    isVideo: 0,
    subjectNum: 80,
    zongFen: 100,
    passScore: 75,
    duration: 120,
    cnt: 3,
    monthlyLimit: 0,
    outlineUrl: "",
    discipline: DISCIPLINE,
    certValidMonths: 24,
    sort: 2,
  },
  {
    kaoShiId: "KS-CONTENT-01",
    name: "内容营销基础认证",
    series: "内容营销认证",
    intro: "短视频与直播内容营销的入门认证，免费报名。",
    feeFen: 0,
    isVideo: 0,
    subjectNum: 40,
    zongFen: 100,
    passScore: 60,
    duration: 60,
    cnt: 0,
    monthlyLimit: 0,
    outlineUrl: "",
    discipline: DISCIPLINE,
    certValidMonths: null,
    sort: 3,
  },
];

/**
 * A 10:00 and a 15:00 sitting (Beijing time) on each of the next weekdays, for every demo exam: taken in the portal
 * for an in-house exam, at the provider's link otherwise.
 */
function sittings(examId: number, examName: string, online: boolean) {
  const rows = [];
  const today = new Date(Math.floor((Date.now() + 8 * HOUR) / DAY) * DAY - 8 * HOUR);
  for (let d = 3; rows.length < 12; d++) {
    const day = new Date(today.getTime() + d * DAY);
    if ([0, 6].includes(new Date(day.getTime() + 8 * HOUR).getUTCDay())) continue;
    for (const [hour, label] of [
      [10, "上午场"],
      [15, "下午场"],
    ] as const) {
      rows.push({
        examId,
        name: `${examName} ${label}`,
        startAt: new Date(day.getTime() + hour * HOUR),
        seats: 30,
        url: online ? "" : `https://exam.example.com/${examId}/${day.toISOString().slice(0, 10)}-${hour}`,
        mode: online ? ("online" as const) : ("provider" as const),
      });
    }
  }
  return rows;
}

/**
 * Demo candidates, one per step of the flow, so every screen has something to show and each browser test its own
 * person: [mobile, exam (index in EXAMS), status, score].
 */
const CANDIDATES: [string, number, RegistrationStatus, number | null][] = [
  ["13900000010", 0, "unpaid", null],
  ["13900000011", 1, "unpaid", null],
  ["13900000018", 0, "waitaudit", null],
  ["13900000012", 1, "approved", null],
  ["13900000014", 0, "booked", null],
  ["13900000016", 0, "passed", 86],
  // Passed, and has asked for a paper certificate and an invoice (db/seed/certification-requests.ts).
  ["13900000015", 0, "passed", 91],
  ["13900000017", 1, "failed", 52],
];

/** A valid ID number (GB 11643 check digit) for the n-th demo candidate. */
function demoIdCard(n: number) {
  const first17 = `11010519900307${String(100 + n).padStart(3, "0")}`;
  return first17 + idCardCheckDigit(first17);
}

async function seedCandidates(db: Db, examIds: number[]) {
  const people = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.mobile,
        CANDIDATES.map(([m]) => m),
      ),
    );
  for (const [n, [mobile, examIndex, status, score]] of CANDIDATES.entries()) {
    const person = people.find((p) => p.mobile === mobile && p.areaCode === "+86");
    if (!person) continue;
    const exam = EXAMS[examIndex]!;
    const examId = examIds[examIndex]!;
    const unpaid = status === "unpaid";
    const paidAt = new Date(Date.now() - (status === "waitaudit" || unpaid ? 1 : 20) * DAY);
    // A seat counted and the registration holding it, together or not at all.
    await db.transaction(async (tx) => {
      const sitting = ["booked", "passed", "failed"].includes(status)
        ? await pastOrNextSitting(tx, examId, status === "booked")
        : undefined;
      if (sitting)
        await tx
          .update(examSessions)
          .set({ seatsTaken: sitting.seatsTaken + 1 })
          .where(eq(examSessions.id, sitting.id));
      await tx.insert(examRegistrations).values({
        userId: person.id,
        examId,
        chineseName: person.chineseName,
        companyName: person.companyName,
        idType: 0,
        idCard: demoIdCard(n),
        areaCode: person.areaCode,
        phone: person.mobile,
        status,
        feeFen: exam.feeFen,
        payMethod: unpaid ? null : "sandbox",
        paidFen: unpaid ? null : exam.feeFen,
        paidAt: unpaid ? null : paidAt,
        reviewedAt: status === "waitaudit" || unpaid ? null : paidAt,
        sessionId: sitting?.id ?? null,
        bookedAt: sitting ? paidAt : null,
        score,
        resultAt: score === null ? null : RESULT_AT(),
        createdAt: new Date(paidAt.getTime() - HOUR),
      });
    });
  }
}

/** The sitting ten days ago at 10:00 and its scores recorded at 17:00 that day (Beijing time): the certificate's date. */
const HELD_AT = () => beijingAt(-10, 10);
const RESULT_AT = () => beijingAt(-10, 17);

/** A booked candidate gets one of the coming sittings; a candidate with a result, the sitting held ten days ago. */
async function pastOrNextSitting(db: Conn, examId: number, coming: boolean) {
  if (coming) {
    const [next] = await db.select().from(examSessions).where(eq(examSessions.examId, examId)).orderBy(asc(examSessions.startAt)).limit(1);
    return next!;
  }
  const startAt = HELD_AT();
  const [held] = await db
    .insert(examSessions)
    .values({ examId, name: "往期场次", startAt, seats: 30, url: "", mode: "provider" })
    .returning();
  return held!;
}

/** The demo exams, their sittings and candidates; a database that has any exam is left as it is. */
export async function seedCertification(db: Db, storage: StorageDriver, log: SeedLog) {
  const step = log.step("认证考试", EXAMS.length + 1);
  const [has] = await db.select({ id: exams.id }).from(exams).limit(1);
  if (!has) {
    const covers = await storeCovers(
      storage,
      EXAMS.map((e) => ({ title: e.name, kind: e.feeFen ? "认证考试" : "免费认证" })),
    );
    const examIds = [];
    for (const [i, exam] of EXAMS.entries()) {
      const [row] = await db
        .insert(exams)
        .values({ ...exam, cover: covers[i] })
        .returning({ id: exams.id });
      await db.insert(examSessions).values(sittings(row!.id, exam.name, exam.kaoShiId === IN_HOUSE));
      examIds.push(row!.id);
      step.tick();
    }
    await seedCandidates(db, examIds);
    step.tick();
  }
  step.done();
}
