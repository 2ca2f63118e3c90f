import { expect } from "bun:test";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { companies } from "@/db/schema/company";
import { cvEducations, cvIntentions, cvs, cvWorks, positions } from "@/db/schema/zhaopin";
import { signIn, testClient } from "@/tests/support/client";
import type { TestServer } from "@/tests/support/server";

let serial = 0;

/** A company with a profile, unique per call. */
export async function makeCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db
    .insert(companies)
    .values({
      companyName: `职位测试公司${process.pid}x${++serial}`,
      introduction: "一家测试公司",
      province: "北京",
      city: "北京市",
      industry: "互联网",
      size: "20-99人",
      ...values,
    })
    .returning();
  return row!;
}

/** An open position published now, unless told otherwise. */
export async function makePosition(db: Db, companyId: number, values: Partial<typeof positions.$inferInsert> = {}) {
  const [row] = await db
    .insert(positions)
    .values({
      companyId,
      name: `测试职位${++serial}`,
      positionType: "销售",
      salaryMin: 8000,
      salaryMax: 12000,
      education: "本科",
      workYears: "1-3年",
      tags: ["五险一金"],
      province: "北京",
      city: "北京市",
      description: "负责销售工作",
      status: "open",
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

/** A CV with every part CheckPublicCV asks for; answers its id. */
export async function makeCompleteCv(db: Db, userId: number) {
  const [cv] = await db
    .insert(cvs)
    .values({ userId, chineseName: "张三", education: "本科", jobStatus: 4, sex: 1 })
    .returning({ id: cvs.id });
  await db.insert(cvWorks).values({ userId, startTime: "2020/01", endTime: "2023/06", companyName: "某公司", position: "销售" });
  await db
    .insert(cvEducations)
    .values({ userId, startTime: "2016/09", endTime: "2020/06", university: "某大学", major: "市场营销", education: "本科" });
  await db.insert(cvIntentions).values({ userId, positionType: "销售", salaryRange: "8-12K", province: "北京", city: "北京市" });
  return cv!.id;
}

/** A CV with its base info only (no work, education or intention). */
export async function makeBareCv(db: Db, userId: number) {
  const [cv] = await db.insert(cvs).values({ userId, chineseName: "李四" }).returning({ id: cvs.id });
  return cv!.id;
}

async function userIdOf(db: Db, mobile: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return row!.id;
}

/**
 * New people, signed in, one per call: numbers counting up from `first`, each from an address of its own in `subnet`
 * (so the SMS limits per address never trip). `server` is read when a person is made (it starts in beforeAll).
 */
export function signedInPeople(server: () => TestServer, first: number, subnet: string) {
  let n = 0;
  return async () => {
    n += 1;
    const mobile = String(first + n);
    const srv = server();
    const client = testClient(srv.url, { ip: `${subnet}.${n}` });
    expect((await signIn(client, srv.url, mobile)).code).toBe(0);
    return { client, id: await userIdOf(srv.deps.db, mobile) };
  };
}
