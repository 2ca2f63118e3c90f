import { inArray } from "drizzle-orm";
import type { StorageDriver } from "@/api/providers/storage";
import { courses } from "@/db/schema/course";
import { specialColumns, specialColumnTabs, specialTabItems } from "@/db/schema/special";
import { trainings } from "@/db/schema/training";
import type { Db } from "../client";
import { storeCovers } from "./art/render";
import type { SeedLog } from "./progress";

/** A tab: its name, the audience role (0 everyone), and its items as demo session (t:) or course (c:) strIds. */
type TabDemo = [string, number, string[]];
type SpecialDemo = { title: string; summary: string; tabs: TabDemo[] };

const DEMOS: SpecialDemo[] = [
  {
    title: "千川专栏",
    summary: "从开户到放量，千川投放的课程与直播一站学完。",
    tabs: [
      ["新手入门", 0, ["c:demo-course-01", "c:demo-course-02", "t:demo-upcoming"]],
      ["进阶提效", 0, ["c:demo-course-23", "c:demo-course-21", "t:demo-replay", "t:demo-live-now"]],
      ["代理商专区", 3, ["c:demo-course-11", "c:demo-course-14", "t:demo-approval"]],
    ],
  },
  {
    title: "直播电商专栏",
    summary: "直播间搭建、大促节奏与短视频带货，跟着案例做直播电商。",
    tabs: [
      ["直播间运营", 0, ["c:demo-course-19", "c:demo-course-10", "t:demo-live-now", "t:demo-full"]],
      ["大促备战", 0, ["c:demo-course-16", "c:demo-course-20", "c:demo-course-06", "t:demo-no-replay"]],
    ],
  },
];

/** The demo special columns, after the sessions and courses their tabs name; skipped when one is already there. */
export async function seedSpecials(db: Db, storage: StorageDriver, log: SeedLog) {
  const there = await db.select({ id: specialColumns.id }).from(specialColumns).limit(1);
  const step = log.step("专栏", there.length ? 0 : DEMOS.length);
  if (there.length) return step.done();
  const strIds = DEMOS.flatMap((d) => d.tabs.flatMap((t) => t[2].map((s) => s.slice(2))));
  const [courseRows, trainingRows, covers] = await Promise.all([
    db.select({ id: courses.id, strId: courses.strId }).from(courses).where(inArray(courses.strId, strIds)),
    db.select({ id: trainings.id, strId: trainings.strId }).from(trainings).where(inArray(trainings.strId, strIds)),
    storeCovers(
      storage,
      DEMOS.map((d) => ({ title: d.title, kind: "专栏" })),
    ),
  ]);
  const idOf = new Map<string, number>([
    ...courseRows.map((r) => [`c:${r.strId}`, r.id] as const),
    ...trainingRows.map((r) => [`t:${r.strId}`, r.id] as const),
  ]);
  await db.transaction(async (tx) => {
    for (const [n, d] of DEMOS.entries()) {
      const [special] = await tx
        .insert(specialColumns)
        .values({ title: d.title, summary: d.summary, cover: covers[n]!, sort: n })
        .returning();
      for (const [sort, [name, roleId, items]] of d.tabs.entries()) {
        const [tab] = await tx.insert(specialColumnTabs).values({ specialColumnId: special!.id, name, roleId, sort }).returning();
        const rows = items.flatMap((key, i) => {
          const id = idOf.get(key);
          if (!id) return [];
          return [key.startsWith("c:") ? { tabId: tab!.id, courseId: id, sort: i } : { tabId: tab!.id, trainingId: id, sort: i }];
        });
        if (rows.length) await tx.insert(specialTabItems).values(rows);
      }
      step.tick();
    }
  });
  step.done();
}
