import { and, eq, ne, sql } from "drizzle-orm";
import type { ProfileFields } from "@/api/contract/my-profile";
import type { Conn, Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { users } from "@/db/schema/account/users";

export type InterestFields = {
  chineseName: string;
  companyName: string;
  industryFirst: number;
  industryLast: number | null;
  industryOther: string;
};

/** The signed-in person's own profile fields (my/userinfo). */
export const readUserInfo = async (db: Db, userId: number) => {
  const [row] = await prepared(db, "my.userinfo", (d) =>
    d
      .select({
        id: users.id,
        areaCode: users.areaCode,
        mobile: users.mobile,
        chineseName: users.chineseName,
        companyName: users.companyName,
        headImgUrl: users.headImgUrl,
        industryFirst: users.industryFirst,
        industryLast: users.industryLast,
        industryOther: users.industryOther,
        roles: users.roles,
        province: users.province,
        city: users.city,
        email: users.email,
        qq: users.qq,
        wechat: users.wechat,
        department: users.department,
        position: users.position,
        address: users.address,
        mainCompany: users.mainCompany,
        trainingIndustry: users.trainingIndustry,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .prepare("my_userinfo"),
  ).execute({ id: userId });
  return row ?? null;
};

export async function saveInterestFields(db: Conn, userId: number, fields: InterestFields) {
  await db.update(users).set(fields).where(eq(users.id, userId));
}

export type ProfileRow = InterestFields & Omit<ProfileFields, "trainingIndustry"> & { trainingIndustry: number | null };

export async function saveProfileFields(db: Conn, userId: number, fields: ProfileRow) {
  await db.update(users).set(fields).where(eq(users.id, userId));
}

/** The profile's company name: prefills the exam registration form; pearson/EditCompanyName changes it. */
export async function setCompanyName(db: Conn, userId: number, companyName: string) {
  await db.update(users).set({ companyName }).where(eq(users.id, userId));
}

/**
 * Moves the person to a new number, unless it is their current one (false) or another account holds it (the unique
 * index refuses: "taken"). The old number is checked in the same statement, so a stale page cannot move another number.
 */
export async function moveMobile(db: Conn, userId: number, from: string, areaCode: string, mobile: string) {
  try {
    const moved = await db
      .update(users)
      .set({ areaCode, mobile })
      .where(and(eq(users.id, userId), eq(users.mobile, from), ne(users.mobile, mobile)))
      .returning({ id: users.id });
    return moved.length ? "moved" : "stale";
  } catch (e) {
    if (String((e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code) === "23505") return "taken";
    throw e;
  }
}

/** Whether another account holds the number. */
export async function mobileHeldByOther(db: Conn, userId: number, areaCode: string, mobile: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.areaCode, areaCode), eq(users.mobile, mobile), ne(users.id, userId)))
    .limit(1);
  return !!row;
}

/**
 * Erases the person's own data from the account row (docs/decisions/0029): the number becomes a tombstone that keeps
 * the unique index (`closed-{id}`), every profile field empties, the account is disabled and marked closed.
 */
export async function eraseAccount(db: Conn, userId: number) {
  await db
    .update(users)
    .set({
      mobile: `closed-${userId}`,
      chineseName: "",
      companyName: "",
      headImgUrl: "",
      industryFirst: null,
      industryLast: null,
      industryOther: "",
      province: "",
      city: "",
      email: "",
      qq: "",
      wechat: "",
      department: "",
      position: "",
      address: "",
      mainCompany: "",
      trainingIndustry: null,
      companyId: null,
      disabled: 1,
      closedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** The account row as stored, for the person's own data export. */
export async function readAccountRow(db: Conn, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}
