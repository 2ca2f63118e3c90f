import { asc, eq, ne, notInArray } from "drizzle-orm";
import { beijingDate, beijingDayStart } from "@/api/contract/beijing-time";
import { APPLICATION_STAGE_LABEL, type ApplicationStage } from "@/api/contract/zhaopin";
import { ZHAOPIN_APPLIED_PATH } from "@/api/contract/zhaopin-admin";
import { users } from "@/db/schema/account/users";
import { companies } from "@/db/schema/company";
import { letters } from "@/db/schema/letters/letters";
import { applicationEvents, applicationNotes, applications, cvs, positions } from "@/db/schema/zhaopin";
import { interviews } from "@/db/schema/zhaopin/hiring";
import { applicationConversations, applicationMessages } from "@/db/schema/zhaopin/messages";
import type { Db, Tx } from "../client";
import type { SeedLog } from "./progress";
import { CERTIFIED_MOBILE } from "./zhaopin-certified";

/** The demo HR (雨欣水产), whose company's inbox the demo fills first. */
const DEMO_HR_MOBILE = "13900000001";
/** Companies (the demo HR's first) and applications each, at most. */
const COMPANIES = 3;
const PER_COMPANY = 12;

/** How an application reached its stage: every step HR took after the candidate sent it. */
const PATH: Record<ApplicationStage, ApplicationStage[]> = {
  sent: ["sent"],
  viewed: ["sent", "viewed"],
  interview: ["sent", "viewed", "interview"],
  unsuitable: ["sent", "viewed", "unsuitable"],
  hired: ["sent", "viewed", "interview", "hired"],
  withdrawn: ["sent", "withdrawn"],
};
const STAGES = Object.keys(PATH) as ApplicationStage[];

const NOTES: Partial<Record<ApplicationStage, string>> = {
  viewed: "简历匹配度一般，先放入备选。",
  interview: "电话沟通顺畅，约周三下午现场面试。",
  unsuitable: "期望薪资高于预算，暂不考虑。",
  hired: "面试表现优秀，已发录用通知，下周一入职。",
};

const HOUR = 3_600_000;

type Said = { side: "company" | "candidate"; body: string };
/** 沟通 on the demo HR's applications: one waiting for HR's answer, one for the candidate's. */
const CONVERSATIONS: Partial<Record<ApplicationStage, Said[]>> = {
  viewed: [{ side: "candidate", body: "您好，我对这个岗位很感兴趣，请问团队目前负责哪些品牌的投放？" }],
  interview: [
    { side: "company", body: "您好，看了您的简历，和我们的岗位很匹配，想约您周三下午来公司面试，方便吗？" },
    { side: "candidate", body: "您好，周三下午可以的，请问需要准备作品集吗？" },
    { side: "company", body: "需要的，带上最近一年的投放案例就好。面试邀请已发您，请在“我的投递”里确认。" },
  ],
};

/**
 * Applications in every stage, with their history, HR's notes, the candidates' letters, and on the demo HR's own an
 * invitation and conversations, on the positions and CVs
 * that the position and CV seeds made (db/seed/zhaopin-*.ts): this seed makes neither, so without them it does
 * nothing. Idempotent: an application that exists (one per person and position) is left as it is.
 */
export async function seedZhaopinHiring(db: Db, log: SeedLog) {
  const [hr] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.mobile, DEMO_HR_MOBILE));
  const posted = await db
    .select({ id: positions.id, companyId: positions.companyId, name: positions.name, companyName: companies.companyName })
    .from(positions)
    .innerJoin(companies, eq(companies.id, positions.companyId))
    .where(ne(positions.status, "draft"))
    .orderBy(asc(positions.id));
  const candidates = await db
    .select({ id: cvs.id, userId: cvs.userId })
    .from(cvs)
    .innerJoin(users, eq(users.id, cvs.userId))
    // The certified seeker's one application is her own seed's; on a rerun her CV must not shift the others' picks.
    .where(notInArray(users.mobile, [DEMO_HR_MOBILE, CERTIFIED_MOBILE]))
    .orderBy(asc(cvs.id));
  if (!posted.length || !candidates.length) return;
  const companyIds = [...new Set(posted.map((p) => p.companyId))]
    .sort((a, b) => Number(b === hr?.companyId) - Number(a === hr?.companyId))
    .slice(0, COMPANIES);
  const step = log.step("招聘投递", companyIds.length);
  for (const [c, companyId] of companyIds.entries()) {
    const own = posted.filter((p) => p.companyId === companyId).slice(0, 4);
    for (let i = 0; i < Math.min(PER_COMPANY, candidates.length * own.length); i++) {
      const position = own[i % own.length]!;
      const cv = candidates[(i + c * 5) % candidates.length]!;
      const stage = STAGES[i % STAGES.length]!;
      await seedApplication(db, { position, cv, stage, hrId: companyId === hr?.companyId ? hr.id : null, age: (i + 1) * 7 * HOUR });
    }
    step.tick();
  }
  step.done();
}

type Seeded = {
  position: { id: number; companyId: number; name: string; companyName: string };
  cv: { id: number; userId: number };
  stage: ApplicationStage;
  hrId: number | null;
  /** How long ago it was sent. */
  age: number;
};

async function seedApplication(db: Db, { position, cv, stage, hrId, age }: Seeded) {
  await db.transaction(async (tx) => {
    const sentAt = new Date(Date.now() - age);
    const path = PATH[stage];
    const at = (n: number) => new Date(sentAt.getTime() + n * HOUR);
    const [made] = await tx
      .insert(applications)
      .values({
        positionId: position.id,
        companyId: position.companyId,
        userId: cv.userId,
        cvId: cv.id,
        stage,
        createdAt: sentAt,
        updatedAt: at(path.length - 1),
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!made) return;
    await tx.insert(applicationEvents).values(
      path.map((s, n) => ({
        applicationId: made.id,
        stage: s,
        actorId: s === "sent" || s === "withdrawn" ? null : hrId,
        createdAt: at(n),
      })),
    );
    const moves = path.filter((s) => s !== "sent" && s !== "withdrawn");
    if (moves.length) {
      await tx.insert(letters).values(
        moves.map((s, n) => ({
          userId: cv.userId,
          title: `投递状态更新：${APPLICATION_STAGE_LABEL[s]}`,
          content: `您投递的【${position.companyName}】职位【${position.name}】状态已更新为：${APPLICATION_STAGE_LABEL[s]}。`,
          link: ZHAOPIN_APPLIED_PATH,
          createdAt: at(n + 1),
        })),
      );
    }
    if (hrId && stage === "interview") await seedInvitation(tx, { applicationId: made.id, position, cv, hrId });
    if (hrId) await seedConversation(tx, made.id, position.companyId, cv.userId, hrId, CONVERSATIONS[stage] ?? [], at(path.length - 1));
    const note = NOTES[stage];
    if (note && hrId)
      await tx.insert(applicationNotes).values({ applicationId: made.id, authorId: hrId, body: note, createdAt: at(path.length - 1) });
  });
}

/** The messages in order, ten minutes apart from `from`; the last one unread by the other side. */
async function seedConversation(tx: Tx, applicationId: number, companyId: number, userId: number, hrId: number, said: Said[], from: Date) {
  if (!said.length) return;
  const rows = await tx
    .insert(applicationMessages)
    .values(
      said.map((m, n) => ({
        applicationId,
        side: m.side,
        senderId: m.side === "company" ? hrId : userId,
        body: m.body,
        createdAt: new Date(from.getTime() + (n + 1) * 600_000),
      })),
    )
    .returning();
  const last = rows.at(-1)!;
  await tx.insert(applicationConversations).values({
    applicationId,
    companyId,
    userId,
    lastMessageId: last.id,
    lastSide: last.side,
    lastMessageAt: last.createdAt,
    candidateUnread: last.side === "company" ? 1 : 0,
    companyUnread: last.side === "candidate" ? 1 : 0,
  });
}

/** The invited application's 面试邀请, waiting for the candidate's reply: 15:00 Beijing time three days on. */
async function seedInvitation(
  tx: Tx,
  { applicationId, position, cv, hrId }: { applicationId: number; position: Seeded["position"]; cv: Seeded["cv"]; hrId: number },
) {
  const day = beijingDayStart(beijingDate(Date.now() + 3 * 24 * HOUR))!;
  await tx.insert(interviews).values({
    companyId: position.companyId,
    userId: cv.userId,
    cvId: cv.id,
    applicationId,
    positionId: position.id,
    startsAt: new Date(day.getTime() + 15 * HOUR),
    place: "杭州市西湖区文三路90号 8楼会议室",
    contactName: "张经理",
    contactPhone: "0571-88886666",
    note: "请带上最近一年的投放案例。",
    createdBy: hrId,
  });
}
