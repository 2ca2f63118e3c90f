import { asc, eq } from "drizzle-orm";
import type { BannerPlace } from "@/api/contract/banner";
import type { StorageDriver } from "@/api/providers/storage";
import { banners } from "@/db/schema/banner";
import { exams } from "@/db/schema/certification/exams";
import { courses } from "@/db/schema/course";
import { trainings } from "@/db/schema/training";
import type { Db } from "../client";
import { storeBanners } from "./art/render";
import type { SeedLog } from "./progress";

type Seeded = { place: BannerPlace; title: string; line: string; link: string };

/** Where the demo slides lead: the first published course, live session and exam the seed made, or their lists. */
async function demoLinks(db: Db) {
  const [course] = await db
    .select({ strId: courses.strId })
    .from(courses)
    .where(eq(courses.published, 1))
    .orderBy(asc(courses.id))
    .limit(1);
  const [live] = await db
    .select({ strId: trainings.strId })
    .from(trainings)
    .where(eq(trainings.published, 1))
    .orderBy(asc(trainings.id))
    .limit(1);
  const [exam] = await db.select({ id: exams.id }).from(exams).orderBy(asc(exams.id)).limit(1);
  return {
    course: course ? `/MoocTraining/Detail/${course.strId}` : "/Learning/List",
    live: live ? `/Training/Detail/${live.strId}` : "/Learning/List?isLive=1",
    exam: exam ? `/certification/add/${exam.id}` : "/certification/exam",
  };
}

function slides(links: Awaited<ReturnType<typeof demoLinks>>): Seeded[] {
  return [
    { place: "home", title: "认证季报名开启", line: "在线报名 · 即考即评", link: "/certification/exam" },
    { place: "home", title: "新课上线", line: "精品课程免费学", link: links.course },
    { place: "home", title: "本周直播预告", line: "行业专家在线答疑", link: links.live },
    { place: "catalogue", title: "课程中心", line: "按行业与主题挑选好课", link: "/Learning/List" },
    { place: "catalogue", title: "精选好课", line: "从这一门开始", link: links.course },
    { place: "catalogue", title: "直播进行时", line: "报名即可观看回放", link: links.live },
    { place: "catalogue", title: "学完去认证", line: "学习成果权威认可", link: "/certification/exam" },
    { place: "catalogue", title: "积分兑好礼", line: "学习打卡赚积分", link: "/jshop" },
    { place: "certification", title: "考试报名中", line: "名额有限 尽早报名", link: links.exam },
    { place: "certification", title: "按系列选认证", line: "找到适合你的考试", link: "/certification/carselect" },
    { place: "certification", title: "备考先学课", line: "课程中心备考专区", link: "/Learning/List" },
  ];
}

/** The demo banners of the three places, drawn like the covers; a database that has any is left as it is. */
export async function seedBanners(db: Db, storage: StorageDriver, log: SeedLog) {
  const list = slides(await demoLinks(db));
  const step = log.step("横幅", list.length);
  const [has] = await db.select({ id: banners.id }).from(banners).limit(1);
  if (!has) {
    const images = await storeBanners(storage, list);
    await db.insert(banners).values(list.map((b, i) => ({ place: b.place, title: b.title, image: images[i]!, link: b.link, sort: i })));
  }
  step.tick(list.length);
  step.done();
}
