import { eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";

/** The avatar shown for the user (my/SetHeadImg). */
export async function setHeadImgUrl(db: Conn, userId: number, path: string) {
  await db.update(users).set({ headImgUrl: path }).where(eq(users.id, userId));
}
