import { NOTICE_TYPE } from "@/api/contract/announcement";
import { announcements } from "@/db/schema/announcement";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

const DAY = 24 * 3600_000;

/** One of each type the home page shows: the scrolling banner, a closable card, and a pop-up that opens at once. */
const NOTICES = [
  {
    types: NOTICE_TYPE.banner,
    title: "认证考试报名通道已开放，本月考试名额有限，请尽早报名",
    subTitle: "",
    contents: "",
    sort: 1,
  },
  {
    types: NOTICE_TYPE.card,
    title: "积分商城上新",
    subTitle: "学习、打卡赚积分，兑换定制周边",
    contents: "积分商城本周上架多款定制周边。参加直播课程、完成专题任务即可获得积分，积分可在“积分商城”兑换礼品，数量有限，兑完即止。",
    sort: 2,
  },
  {
    types: NOTICE_TYPE.popup,
    title: "系统升级通知",
    subTitle: "部分功能短暂不可用",
    contents:
      "为提供更好的学习体验，平台将于本周六 00:00-06:00 进行系统升级。期间直播报名、认证考试报名与积分兑换暂停使用，已报名的课程不受影响。给您带来不便，敬请谅解。",
    sort: 3,
  },
];

/** The demo announcements, showing from yesterday for a year; a database that has any is left as it is. */
export async function seedAnnouncements(db: Db, log: SeedLog) {
  const step = log.step("公告", NOTICES.length);
  const [has] = await db.select({ id: announcements.id }).from(announcements).limit(1);
  if (!has) {
    const now = Date.now();
    await db.insert(announcements).values(NOTICES.map((n) => ({ ...n, startAt: new Date(now - DAY), endAt: new Date(now + 365 * DAY) })));
  }
  step.tick(NOTICES.length);
  step.done();
}
