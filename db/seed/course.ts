import { inArray } from "drizzle-orm";
import type { StorageDriver } from "@/api/providers/storage";
import { trainingIndustries } from "@/db/schema/common";
import { courseChapters, courseLessons, courses } from "@/db/schema/course";
import { learningTags } from "@/db/schema/learning";
import { trainingCategories } from "@/db/schema/training";
import type { Db } from "../client";
import { storeAvatars, storeCovers } from "./art/render";
import { COURSE_DEMOS, chapterOf, rotatedTagNames } from "./course-catalogue";
import { seedCourseHistory } from "./course-history";
import { SAMPLE_CLIP_SECONDS, storeLessonMedia } from "./course-media";
import { LECTURERS } from "./lecturers";
import type { SeedLog } from "./progress";

/** The sessions' categories (db/seed/training.ts makes them), in its order. */
const CATEGORIES = ["产品课程", "行业解决方案", "营销增长", "代理商赋能"];
/** A PDF lesson counts as read after this long open (its "duration"). */
const HANDOUT_SECONDS = 60;

const strIdOf = (suffix: string) => `demo-course-${suffix}`;

/**
 * The demo courses with their chapters and lessons, then the demo learners' study history. Courses already there are
 * left as they are (nothing drawn or stored again); the history is written with the courses it is about.
 */
export async function seedCourses(db: Db, storage: StorageDriver, log: SeedLog) {
  const there = await db
    .select({ strId: courses.strId })
    .from(courses)
    .where(
      inArray(
        courses.strId,
        COURSE_DEMOS.map((d) => strIdOf(d[0])),
      ),
    );
  const missing = COURSE_DEMOS.filter((d) => !there.some((c) => c.strId === strIdOf(d[0])));
  const step = log.step("点播课程", missing.length);
  if (!missing.length) return step.done();
  const [cates, tags, industries] = await Promise.all([
    db.select().from(trainingCategories).where(inArray(trainingCategories.name, CATEGORIES)),
    db.select({ id: learningTags.id, name: learningTags.name }).from(learningTags),
    db.select({ id: trainingIndustries.id, title: trainingIndustries.title }).from(trainingIndustries),
  ]);
  const lecturerKeys = [...new Set(missing.flatMap((d) => d[6]))];
  const [covers, portraits, media] = await Promise.all([
    storeCovers(
      storage,
      missing.map((d) => ({ title: d[1], kind: "点播课" })),
    ),
    storeAvatars(
      storage,
      lecturerKeys.map((k) => LECTURERS[k].name),
    ),
    storeLessonMedia(storage),
  ]);
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(courses)
      .values(
        missing.map(([suffix, title, topic, columnType, cate, isHot, lecturers, inds, tagNames], i) => ({
          strId: strIdOf(suffix),
          title,
          categoryId: cates.find((c) => c.name === CATEGORIES[cate])?.id ?? null,
          cover: covers[i]!,
          summary: `围绕${topic}，从基础认知到实操、优化与案例复盘，帮助营销人系统掌握${topic}的方法。`,
          lecturer: JSON.stringify(lecturers.map((k) => ({ ...LECTURERS[k], imgUrl: portraits.get(LECTURERS[k].name) }))),
          columnType,
          isHot,
          industryIds: industries.filter((r) => inds.includes(r.title)).map((r) => r.id),
          tagIds: tags.filter((r) => [...tagNames, ...rotatedTagNames(Number(suffix))].includes(r.name)).map((r) => r.id),
          // Newer courses further down the list, a day apart, so "newest" has an order.
          createdAt: new Date(Date.now() - (COURSE_DEMOS.length - Number(suffix)) * 86_400_000),
        })),
      )
      .returning({ id: courses.id, strId: courses.strId });
    const chapterRows = missing.flatMap((d, i) =>
      Array.from({ length: d[9] }, (_, c) => ({ courseId: rows[i]!.id, sort: c, ...chapterOf(d[2], Number(d[0]), c) })),
    );
    const chapters = await tx
      .insert(courseChapters)
      .values(chapterRows.map(({ courseId, title, sort }) => ({ courseId, title, sort })))
      .returning({ id: courseChapters.id });
    await tx.insert(courseLessons).values(
      chapterRows.flatMap((ch, n) =>
        ch.lessons.map((title, sort) => {
          // The first chapter ends with the handout; odd courses play HLS, even ones the mp4.
          const handout = ch.sort === 0 && sort === ch.lessons.length - 1;
          const odd = ch.courseId % 2 === 1;
          return {
            chapterId: chapters[n]!.id,
            courseId: ch.courseId,
            title: handout ? `${title}（讲义）` : title,
            kind: handout ? ("document" as const) : ("video" as const),
            url: handout ? media.pdf : odd ? media.hls : media.mp4,
            // The clip's own length, so a demo lesson is finished by watching it.
            duration: handout ? HANDOUT_SECONDS : SAMPLE_CLIP_SECONDS,
            sort,
          };
        }),
      ),
    );
    step.tick(missing.length);
    await seedCourseHistory(tx, rows);
  });
  step.done();
}
