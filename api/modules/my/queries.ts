import { eq, sql } from "drizzle-orm";
import type { Conn, Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { users } from "@/db/schema";

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
