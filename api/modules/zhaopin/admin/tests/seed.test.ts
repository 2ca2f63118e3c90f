import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { userWith } from "@/api/admin/tests/support";
import { companies } from "@/db/schema/company";
import { applicationEvents, applicationNotes, applications } from "@/db/schema/zhaopin";
import { interviews } from "@/db/schema/zhaopin/hiring";
import { applicationConversations } from "@/db/schema/zhaopin/messages";
import { silentLog } from "@/db/seed/progress";
import { seedZhaopinHiring } from "@/db/seed/zhaopin-hiring";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { candidate, openPosition } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const total = async () => (await srv.deps.db.select({ n: count() }).from(applications))[0]!.n;

describe("the hiring demo seed", () => {
  test("without positions or CVs it does nothing", async () => {
    await seedZhaopinHiring(srv.deps.db, silentLog);
    expect(await total()).toBe(0);
  });

  test("on the seeded positions and CVs: the demo HR's company first, every stage, history and notes; again adds nothing", async () => {
    const db = srv.deps.db;
    const [mine, other] = await db
      .insert(companies)
      .values([{ companyName: "种子甲" }, { companyName: "种子乙" }])
      .returning();
    await userWith(db, "13900000001", { roles: ["person", "enterprise"], companyId: mine!.id });
    await openPosition(db, other!.id, "乙的职位");
    await openPosition(db, mine!.id, "甲的职位一");
    await openPosition(db, mine!.id, "甲的职位二");
    for (let i = 0; i < 8; i++) await candidate(db, `1772100000${i}`, `候选${i}`, (i % 2) as 0 | 1);
    await seedZhaopinHiring(db, silentLog);
    const made = await db.select().from(applications).where(eq(applications.companyId, mine!.id));
    expect(new Set(made.map((a) => a.stage))).toEqual(new Set(["sent", "viewed", "interview", "unsuitable", "hired", "withdrawn"]));
    const hired = made.find((a) => a.stage === "hired")!;
    const events = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, hired.id));
    expect(events.map((e) => e.stage)).toEqual(["sent", "viewed", "interview", "hired"]);
    expect((await db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, hired.id))).length).toBe(1);
    // 沟通: a candidate's question waits for HR on a viewed application, HR's answer for the candidate on an invited one.
    const talks = await db.select().from(applicationConversations).where(eq(applicationConversations.companyId, mine!.id));
    const stageOf = new Map(made.map((a) => [a.id, a.stage]));
    const kinds = new Set(talks.map((t) => `${stageOf.get(t.applicationId)} ${t.companyUnread} ${t.candidateUnread}`));
    expect(kinds).toEqual(new Set(["interview 0 1", "viewed 1 0"]));
    const invited = await db.select().from(interviews).where(eq(interviews.companyId, mine!.id));
    expect(invited.length).toBeGreaterThan(0);
    expect(invited.every((i) => stageOf.get(i.applicationId!) === "interview" && i.status === "pending" && i.startsAt > new Date())).toBe(
      true,
    );
    const before = await total();
    await seedZhaopinHiring(db, silentLog);
    expect(await total()).toBe(before);
  });
});
