import { beijingTime } from "@/api/contract/beijing-time";
import type { Db } from "@/db/client";
import type { MyDataArchive } from "../../contract/my-profile";
import { PERSONAL_DATA } from "../personal-data";

/**
 * my/ExportData: everything held about the signed-in person (PIPL's right of access and portability), one entry per
 * holding of the personal-data list, each read through its module's own functions. What the list marks as not the
 * person's (secrets of the service, staff records) stays out.
 */
export async function exportMyData(db: Db, userId: number): Promise<MyDataArchive> {
  const archive: Record<string, unknown> = { exportedAt: beijingTime(Date.now()) };
  for (const holding of PERSONAL_DATA) {
    if (typeof holding.export === "function") archive[holding.key] = await holding.export(db, userId);
  }
  return archive as MyDataArchive;
}
