import { and, eq, inArray } from "drizzle-orm";
import type { JoinSource } from "@/api/contract/study";
import { users } from "@/db/schema/account/users";
import { courses } from "@/db/schema/course";
import { interestOptions } from "@/db/schema/interest";
import { coursePackItems, coursePackMembers, coursePackReplies, coursePacks } from "@/db/schema/study";
import { trainings } from "@/db/schema/training";
import type { Db, Tx } from "../client";
import { beijingAt } from "./clock";
import type { SeedLog } from "./progress";

/** An item: a demo course by its strId suffix (db/seed/course-catalogue.ts) or a demo live session's strId. */
type Item = { course: string } | { live: string };
/** A member: their mobile, how they came (0 direct, 1 link, 2 poster; the creator shared), and their review if any. */
type Member = { mobile: string; source: JoinSource; review?: [number, string] };
type DemoPack = {
  creator: string;
  title: string;
  memo: string;
  shared: 0 | 1;
  recommended?: 0 | 1;
  packScore?: number;
  /** Interest options of 感兴趣的内容 (category 8) by title. */
  interests?: string[];
  /** Days ago it was made (Beijing evening). */
  age: number;
  items: Item[];
  members?: Member[];
};

/**
 * Packs by four demo learners. 13900000002 is part-way through the recommended one: of its five courses they finished
 * 01, 06 and 21 and study 19 and 02 (db/seed/course-history.ts writes that progress), so it shows 3 of 5 and its
 * 20 points are not yet theirs.
 */
const PACKS: DemoPack[] = [
  {
    creator: "13900000003",
    title: "千川投放进阶学习包",
    memo: "从账户搭建、素材到数据复盘，一套学完能独立操盘千川投放。",
    shared: 1,
    recommended: 1,
    packScore: 20,
    interests: ["投放策略", "数据分析与归因"],
    age: 40,
    items: [{ course: "01" }, { course: "06" }, { course: "21" }, { course: "19" }, { course: "02" }, { live: "demo-replay" }],
    members: [
      { mobile: "13900000002", source: 1, review: [5, "课程顺序安排得很好，先学投放再看报表，思路一下就通了。"] },
      { mobile: "13900000004", source: 1, review: [4, "内容很全，直播回放也放进来了，建议再加一门素材课。"] },
      { mobile: "13900000005", source: 2, review: [3, "有几门课偏基础，适合新手。"] },
      { mobile: "13900000006", source: 2 },
      { mobile: "13900000007", source: 0 },
    ],
  },
  {
    creator: "13900000005",
    title: "直播电商实战合集",
    memo: "直播间运营、团购和大促节奏，配两场直播一起看。",
    shared: 1,
    interests: ["直播与短视频"],
    age: 25,
    items: [{ course: "19" }, { course: "10" }, { course: "16" }, { live: "demo-live-now" }, { live: "demo-upcoming" }],
    members: [
      { mobile: "13900000008", source: 1, review: [5, "大促投放节奏那门课太及时了，双十一直接照着排期。"] },
      { mobile: "13900000009", source: 2 },
    ],
  },
  {
    creator: "13900000012",
    title: "代理商认证备考包",
    memo: "备考代理商认证：认证指南、合规要点和团队管理。",
    shared: 1,
    age: 12,
    items: [{ course: "14" }, { course: "15" }, { course: "11" }, { course: "12" }, { live: "demo-approval" }],
    members: [{ mobile: "13900000016", source: 1, review: [4, "备考指南很实用，合规那门课要多看几遍。"] }],
  },
  {
    creator: "13900000010",
    title: "我的数据分析自学清单",
    memo: "自己整理的，还没分享。",
    shared: 0,
    age: 3,
    items: [{ course: "21" }, { course: "23" }, { course: "24" }],
  },
];

const courseStrId = (suffix: string) => `demo-course-${suffix}`;
const itemKey = (i: Item) => ("course" in i ? courseStrId(i.course) : i.live);

/**
 * The demo course packs (docs/decisions/0035) on the demo courses, sessions and learners made before; a pack whose
 * creator already has one of that title is left as it is, so a second run adds nothing.
 */
export async function seedStudyPacks(db: Db, log: SeedLog) {
  const mobiles = [...new Set(PACKS.flatMap((p) => [p.creator, ...(p.members ?? []).map((m) => m.mobile)]))];
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.areaCode, "+86"), inArray(users.mobile, mobiles)));
  const personOf = new Map(people.map((p) => [p.mobile, p.id]));
  const strIds = [...new Set(PACKS.flatMap((p) => p.items.map(itemKey)))];
  const [cs, ts, options] = await Promise.all([
    db.select({ id: courses.id, strId: courses.strId }).from(courses).where(inArray(courses.strId, strIds)),
    db.select({ id: trainings.id, strId: trainings.strId }).from(trainings).where(inArray(trainings.strId, strIds)),
    db.select({ id: interestOptions.id, title: interestOptions.title }).from(interestOptions).where(eq(interestOptions.cateId, 8)),
  ]);
  const courseOf = new Map(cs.map((c) => [c.strId, c.id]));
  const trainingOf = new Map(ts.map((t) => [t.strId, t.id]));
  const optionOf = new Map(options.map((o) => [o.title, o.id]));
  const step = log.step("学习包", PACKS.length);
  for (const demo of PACKS) {
    const creatorId = personOf.get(demo.creator);
    if (creatorId !== undefined) {
      await db.transaction(async (tx) => {
        const [there] = await tx
          .select({ id: coursePacks.id })
          .from(coursePacks)
          .where(and(eq(coursePacks.creatorId, creatorId), eq(coursePacks.title, demo.title)));
        if (!there) await seedPack(tx, demo, creatorId, { personOf, courseOf, trainingOf, optionOf });
      });
    }
    step.tick();
  }
  step.done();
}

type Lookups = {
  personOf: Map<string, number>;
  courseOf: Map<string, number>;
  trainingOf: Map<string, number>;
  optionOf: Map<string, number>;
};

async function seedPack(tx: Tx, demo: DemoPack, creatorId: number, { personOf, courseOf, trainingOf, optionOf }: Lookups) {
  const createdAt = beijingAt(-demo.age, 20);
  const [pack] = await tx
    .insert(coursePacks)
    .values({
      creatorId,
      title: demo.title,
      memo: demo.memo,
      shared: demo.shared,
      recommended: demo.recommended ?? 0,
      packScore: demo.packScore ?? 0,
      treelist: (demo.interests ?? []).flatMap((t) => optionOf.get(t) ?? []),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: coursePacks.id });
  // Top down as UpdateCourseSort writes them: 30, 29, ...; an item whose course or session is missing is left out.
  const items = demo.items.flatMap((item) => {
    const id = "course" in item ? courseOf.get(courseStrId(item.course)) : trainingOf.get(item.live);
    if (id === undefined) return [];
    return [
      {
        packId: pack!.id,
        courseType: "course" in item ? 2 : 1,
        courseId: "course" in item ? id : null,
        trainingId: "live" in item ? id : null,
        createdAt,
      },
    ];
  });
  if (items.length) await tx.insert(coursePackItems).values(items.map((it, i) => ({ ...it, sort: 30 - i })));
  const members = (demo.members ?? []).flatMap((m, i) => {
    const userId = personOf.get(m.mobile);
    if (userId === undefined) return [];
    const joinedAt = beijingAt(-demo.age + 1 + i, 21);
    return [{ member: m, userId, joinedAt }];
  });
  if (!members.length) return;
  await tx.insert(coursePackMembers).values(
    members.map(({ member, userId, joinedAt }) => ({
      packId: pack!.id,
      userId,
      source: member.source,
      shareUserId: member.source === 0 ? null : creatorId,
      joinedAt,
    })),
  );
  const reviews = members.flatMap(({ member, userId, joinedAt }) =>
    member.review
      ? [
          {
            packId: pack!.id,
            userId,
            score: member.review[0],
            content: member.review[1],
            createdAt: new Date(joinedAt.getTime() + 86_400_000),
          },
        ]
      : [],
  );
  if (reviews.length) await tx.insert(coursePackReplies).values(reviews);
}
