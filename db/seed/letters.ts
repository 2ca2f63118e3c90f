import { and, eq, inArray } from "drizzle-orm";
import { users } from "@/db/schema/account/users";
import { letters } from "@/db/schema/letters/letters";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The demo learners whose inboxes hold letters. */
const MOBILES = ["13900000002", "13900000003", "13900000004", "13900000005"];

/** Oldest first: a read welcome, then two unread sign-up decisions worded as api/modules/training/notices.ts writes them. */
const LETTERS = [
  {
    title: "欢迎来到学习认证门户",
    content: "欢迎加入学习认证门户！\n在这里可以报名直播课程、参加活动与专题任务，审核结果和课程通知都会通过站内信告诉您。",
    link: "/my/index",
    ago: 7 * DAY,
    read: true,
  },
  {
    title: "报名审核通过",
    content: "您报名的直播课程「代理商认证辅导（需审核）」已通过审核。开播后可在课程页面点击“进入直播”观看，请按时参加。",
    link: "/Training/Detail/demo-approval",
    ago: DAY,
    read: false,
  },
  {
    title: "候补成功",
    content: "您候补的直播课程「新品功能解读：明晚开播」有了空位，已自动为您报名成功，请按时观看。",
    link: "/Training/Detail/demo-upcoming",
    ago: 2 * HOUR,
    read: false,
  },
];

/** A few letters for each demo learner; a learner who already has letters is left as they are, so a rerun changes nothing. */
export async function seedLetters(db: Db, log: SeedLog) {
  const step = log.step("站内信", MOBILES.length);
  const learners = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.areaCode, "+86"), inArray(users.mobile, MOBILES)));
  // Whole hours, so the demo times read naturally.
  const now = Math.floor(Date.now() / HOUR) * HOUR;
  for (const { id } of learners) {
    const [has] = await db.select({ id: letters.id }).from(letters).where(eq(letters.userId, id)).limit(1);
    if (!has) {
      await db.insert(letters).values(
        LETTERS.map((l) => ({
          userId: id,
          title: l.title,
          content: l.content,
          link: l.link,
          createdAt: new Date(now - l.ago),
          readAt: l.read ? new Date(now - l.ago + HOUR) : null,
        })),
      );
    }
    step.tick();
  }
  step.done();
}
