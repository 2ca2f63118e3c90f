import { formOnTheWire } from "@/api/contract/activity";
import type { Conn } from "@/db/client";
import type { activities, medals } from "@/db/schema/activity";
import { fail } from "../../protocol/errors";
import { hasSignUp } from "./access";
import {
  findActivity,
  findMedal,
  findSignup,
  listClaimedLevelIds,
  listLevels,
  listMedals,
  listStepMedals,
  listSteps,
  listTasks,
} from "./queries";
import { taskProgress } from "./task-progress";

const activityCard = (a: typeof activities.$inferSelect) => ({
  id: a.id,
  title: a.title,
  cover: a.cover,
  startTime: a.startTime,
  endTime: a.endTime,
  contents: a.contents,
  needApprove: a.needApprove,
  agreement: a.agreement,
});

async function requireActivity(db: Conn, id: number) {
  const activity = await findActivity(db, id);
  if (!activity) fail("活动不存在");
  return activity;
}

/** Activity/Detail {id}: the page, its sign-up form and the visitor's own sign-up ({id, audit} or null). */
export async function readActivityDetail(db: Conn, id: number, userId: number | null) {
  const activity = await requireActivity(db, id);
  return {
    activity: activityCard(activity),
    ...formOnTheWire(activity),
    attend: userId === null ? null : await findSignup(db, id, userId),
  };
}

/** Levels as spec 001 shows them: userId above 0 marks a level the person holds. */
async function levelsFor(db: Conn, medalIds: number[], userId: number | null) {
  const levels = await listLevels(db, medalIds);
  const held =
    userId === null
      ? new Set<number>()
      : await listClaimedLevelIds(
          db,
          userId,
          levels.map((l) => l.id),
        );
  return levels.map((l) => ({
    id: l.id,
    medalId: l.medalId,
    level: l.level,
    number: l.number,
    score: l.score,
    icon: l.icon,
    iconLighten: l.iconLighten,
    startTime: l.startTime,
    endTime: l.endTime,
    userId: held.has(l.id) ? userId! : 0,
  }));
}

const medalCard = (m: typeof medals.$inferSelect) => ({ id: m.id, name: m.name, type: m.type, whereType: m.whereType, memo: m.memo });

/**
 * Activity/Special {id}: steps with their tasks (isFinish from the task's evidence, isDraw once its score is claimed,
 * for the visitor), each step's medal with its levels, isShare, and whether tasks need the activity's sign-up.
 */
export async function readSpecial(db: Conn, id: number, userId: number | null) {
  const activity = await requireActivity(db, id);
  const steps = await listSteps(db, id);
  const stepIds = steps.map((s) => s.id);
  const tasks = await listTasks(db, stepIds);
  const stepMedals = await listStepMedals(db, stepIds);
  const progress =
    userId === null ? { finished: new Set<number>(), claimed: new Set<number>() } : await taskProgress(db, userId, id, tasks);
  const levels = await levelsFor(
    db,
    stepMedals.map((m) => m.id),
    userId,
  );
  return {
    activity: activityCard(activity),
    isShare: activity.isShare,
    hasSignUp: hasSignUp(activity) ? 1 : 0,
    attend: userId === null ? null : await findSignup(db, id, userId),
    steps: steps.map((s) => {
      const medal = stepMedals.find((m) => m.stepId === s.id);
      return {
        id: s.id,
        title: s.title,
        tasks: tasks
          .filter((t) => t.stepId === s.id)
          .map((t) => ({
            id: t.id,
            title: t.title,
            score: t.score,
            isFinish: progress.finished.has(t.id) ? 1 : 0,
            isDraw: progress.claimed.has(t.id) ? 1 : 0,
          })),
        medal: medal ? { medal: medalCard(medal), list: levels.filter((l) => l.medalId === medal.id) } : null,
      };
    }),
  };
}

/** my/getmedal {id}: the medal, its levels for this person and isShare (sharing needs an earned level). */
export async function readMyMedal(db: Conn, medalId: number, userId: number) {
  const medal = await findMedal(db, medalId);
  if (!medal) fail("勋章不存在");
  return myMedal(medal, await levelsFor(db, [medal.id], userId));
}

const myMedal = (m: typeof medals.$inferSelect, list: Awaited<ReturnType<typeof levelsFor>>) => ({
  medal: medalCard(m),
  list,
  isShare: list.some((l) => l.userId > 0) ? 1 : 0,
});

/** my/getmedallist: every medal with this person's levels, as my/getmedal answers each. */
export async function readMyMedals(db: Conn, userId: number) {
  const all = await listMedals(db);
  const levels = await levelsFor(
    db,
    all.map((m) => m.id),
    userId,
  );
  return {
    list: all.map((m) =>
      myMedal(
        m,
        levels.filter((l) => l.medalId === m.id),
      ),
    ),
  };
}
