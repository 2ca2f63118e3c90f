import { RADAR_AXES, RADAR_MAX, type Radar } from "@/api/contract/my-credits";
import type { Db } from "@/db/client";
import { passedExamNames } from "../certification/my-exams/passed-exams";
import { finishedCourseTagIds } from "../course/my-courses";
import { tagsByKind } from "../learning/tags";
import { attendedSessionTagIds } from "../training/attended";

/** Where the axes come from: learning tags of these kinds, in this order, the first ten (docs/decisions/0032). */
const AXIS_KINDS = ["theme", "product", "gangwei", "resources", "target", "growstep", "certs", "usertar"] as const;
/** What one finished piece adds to each axis it is tagged with. */
const WEIGHT = { course: 0.5, session: 0.5, exam: 1 } as const;

/**
 * My/Radar: 10 skill axes, 0..2 each. A finished course and an ended session the person held a place in add 0.5 to
 * the axes of their tags; a passed exam adds 1 to the axes whose tag name its name or series holds.
 */
export async function readRadar(db: Db, userId: number): Promise<Radar> {
  const byKind = await tagsByKind(db, AXIS_KINDS);
  const tags = AXIS_KINDS.flatMap((k) => byKind[k]).slice(0, RADAR_AXES);
  const [courseTags, sessionTags, exams] = await Promise.all([
    finishedCourseTagIds(db, userId),
    attendedSessionTagIds(db, userId),
    passedExamNames(db, userId),
  ]);
  const score = new Map<number, number>(tags.map((t) => [t.id, 0]));
  const add = (tagId: number, w: number) => {
    const now = score.get(tagId);
    if (now !== undefined) score.set(tagId, now + w);
  };
  for (const ids of courseTags) for (const id of new Set(ids)) add(id, WEIGHT.course);
  for (const ids of sessionTags) for (const id of new Set(ids)) add(id, WEIGHT.session);
  for (const e of exams) for (const t of tags) if (e.name.includes(t.name) || e.series.includes(t.name)) add(t.id, WEIGHT.exam);
  const v1 = tags.map((t) => ({ name: t.name, value: Math.round(Math.min(RADAR_MAX, score.get(t.id) ?? 0) * 10) / 10 }));
  while (v1.length < RADAR_AXES) v1.push({ name: `未设置${v1.length + 1}`, value: 0 });
  return { v1, max: RADAR_MAX };
}
