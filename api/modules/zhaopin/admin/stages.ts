import type { SQL } from "drizzle-orm";
import { APPLICATION_STAGE_LABEL, type ApplicationStage } from "@/api/contract/zhaopin";
import { ZHAOPIN_APPLIED_PATH } from "@/api/contract/zhaopin-admin";
import { INTERVIEW_MSG } from "@/api/contract/zhaopin-interviews";
import type { Tx } from "@/db/client";
import type { applications } from "@/db/schema/zhaopin";
import { companiesByIds } from "../../company/service";
import { sendLetter } from "../../letters/service";
import { cancelOpenOfApplication } from "../interviews/queries";
import { lockApplications, setApplicationStage } from "./queries";

type Application = typeof applications.$inferSelect;
type StageChange = { before: Application; after: Application };

/**
 * Moves the applications among `ids` that `scope` lets the caller reach to `stage`, in id order, locked: each change
 * writes its history row (who moved it) and a letter to the candidate. A withdrawn application and one already in
 * that stage (or, with `from`, in any other) are left as they are; answers what changed, and what was found at all.
 */
export async function moveApplications(
  tx: Tx,
  input: { ids: number[]; stage: ApplicationStage; actorId: number; scope: SQL | undefined; from?: ApplicationStage },
) {
  const rows = await lockApplications(tx, input.ids, input.scope);
  const companyNames = new Map(
    (
      await companiesByIds(
        tx,
        rows.map((r) => r.application.companyId),
      )
    ).map((c) => [c.id, c.companyName]),
  );
  const changes: StageChange[] = [];
  for (const { application: before, positionName } of rows) {
    if (before.stage === "withdrawn" || before.stage === input.stage || (input.from && before.stage !== input.from)) continue;
    const after = await setApplicationStage(tx, before.id, input.stage, input.actorId);
    // 不合适 ends the application's open invitation; the candidate reads why on it, beside the stage's letter.
    if (input.stage === "unsuitable") await cancelOpenOfApplication(tx, before.id, "company", INTERVIEW_MSG.endedAsUnsuitable);
    const companyName = companyNames.get(before.companyId) ?? "";
    const label = APPLICATION_STAGE_LABEL[input.stage];
    await sendLetter(tx, {
      userId: before.userId,
      title: `投递状态更新：${label}`,
      content: `您投递的【${companyName}】职位【${positionName}】状态已更新为：${label}。`,
      link: ZHAOPIN_APPLIED_PATH,
    });
    changes.push({ before, after });
  }
  return { changes, found: rows.map((r) => r.application) };
}
