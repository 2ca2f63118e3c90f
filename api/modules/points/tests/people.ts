import type { Db } from "@/db/client";
import { users } from "@/db/schema/account/users";

/** Makes people numbered from `firstMobile` on, one a call: answers the new person's id. */
export function peopleMaker(db: () => Db, firstMobile: number) {
  let n = 0;
  return async () => {
    const [u] = await db()
      .insert(users)
      .values({ areaCode: "+86", mobile: String(firstMobile + n++) })
      .returning({ id: users.id });
    return u!.id;
  };
}
