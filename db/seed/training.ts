import { and, eq, inArray } from "drizzle-orm";
import type { StorageDriver } from "@/api/providers/storage";
import { users } from "@/db/schema/account/users";
import { trainingIndustries } from "@/db/schema/common";
import { learningTags } from "@/db/schema/learning";
import {
  type DetailButton,
  trainingAttends,
  trainingCategories,
  trainingInvites,
  trainingQuestionOptions,
  trainingQuestions,
  trainingSettings,
  trainings,
} from "@/db/schema/training";
import type { Conn, Db } from "../client";
import { storeAvatars, storeCovers } from "./art/render";
import { beijingAt, MINUTE } from "./clock";
import { LECTURERS, type LecturerKey } from "./lecturers";
import type { SeedLog } from "./progress";

const CATEGORIES = ["产品课程", "行业解决方案", "营销增长", "代理商赋能"];

const button: DetailButton = {
  auditText: "报名信息已提交，审核结果将通过短信和站内信通知您",
  auditQrCode: "",
  auditQrCodeText: "",
  successText: "报名成功，开播前将短信提醒您",
  successQrCode: "",
  successQrCodeText: "扫码加入学习群",
};

type Demo = {
  strId: string;
  title: string;
  cate: number;
  /** Beijing time: days from today, hour, minute; or "now" for the session under way. */
  at: [number, number, number] | "now";
  minutes: number;
  lecturers: LecturerKey[];
  /** What the session page says it teaches. */
  intro: string;
  extra?: Partial<typeof trainings.$inferInsert>;
  /** Demo learners signed up in order; past the capacity they wait. */
  signed?: string[];
  invited?: string[];
  form?: boolean;
  /** Catalogue filters: training industry titles and learning tag names (db/seed/learning.ts). */
  industries?: string[];
  tags?: string[];
};

/** Sessions in every phase; one needs approval (with a sign-up form), one is directed, one is full. */
const DEMOS: Demo[] = [
  {
    strId: "demo-live-now",
    title: "广告投放实战：正在直播",
    cate: 0,
    at: "now",
    minutes: 120,
    lecturers: ["chen"],
    intro: "现场搭建一条信息流投放计划：定向、出价与创意的选择逻辑，直播间实时答疑。",
    industries: ["批发和零售业"],
    tags: ["直播课", "搜索推广", "优化师"],
    extra: { joinUrl: "https://live.example.com/room/demo", columnType: 1, isHot: 1 },
  },
  {
    strId: "demo-upcoming",
    title: "新品功能解读：明晚开播",
    cate: 0,
    at: [1, 19, 30],
    minutes: 90,
    lecturers: ["wang"],
    intro: "解读本月上线的新功能：智能出价升级、素材诊断与人群包复用，附上手清单。",
    industries: ["信息传输、软件和信息技术服务业"],
    tags: ["直播课", "信息流推广", "运营"],
    extra: { columnType: 1, isFeatured: 1 },
  },
  {
    strId: "demo-replay",
    title: "电商行业增长案例：回放",
    cate: 1,
    at: [-3, 19, 30],
    minutes: 120,
    lecturers: ["lin", "zhao"],
    intro: "拆解三家电商客户的大促投放复盘：预算节奏、直播间承接与复购召回。",
    industries: ["批发和零售业"],
    tags: ["案例拆解", "电商广告", "运营", "管理者"],
    extra: { dbUrl: "https://live.example.com/replay/demo", columnType: 2 },
  },
  {
    strId: "demo-no-replay",
    title: "数据分析入门（回放整理中）",
    cate: 2,
    at: [-2, 20, 0],
    minutes: 60,
    lecturers: ["zhou"],
    intro: "从投放报表读起：点击率、转化率与成本的关系，搭建一张周报看板。",
    tags: ["工具模板", "优化师"],
  },
  {
    strId: "demo-approval",
    title: "代理商认证辅导（需审核）",
    cate: 3,
    at: [3, 19, 0],
    minutes: 120,
    lecturers: ["liu"],
    intro: "面向申请认证的代理商：认证流程、材料准备与考核要点逐项讲解。",
    extra: { isApprove: 1, columnType: 1 },
    form: true,
  },
  {
    strId: "demo-directed",
    title: "重点客户闭门会（定向邀请）",
    cate: 3,
    at: [5, 14, 0],
    minutes: 120,
    lecturers: ["liu", "zhao"],
    intro: "面向重点客户的闭门交流：年度投放规划、行业趋势与一对一诊断。",
    extra: { directed: 1 },
    invited: ["13900000002", "13900000003", "13900000004", "13900000005"],
  },
  {
    strId: "demo-full",
    title: "小班研讨：投放优化（名额已满）",
    cate: 2,
    at: [2, 20, 0],
    minutes: 90,
    lecturers: ["chen", "zhou"],
    intro: "十人小班，带着自己的账户来：现场诊断计划结构并给出优化建议。",
    extra: { capacity: 2 },
    signed: ["13900000006", "13900000007", "13900000008"],
  },
];

async function seedForm(db: Conn, trainingId: number) {
  await db.insert(trainingSettings).values([
    { trainingId, name: "姓名", typeId: 1, isRequired: 1, sort: 0 },
    { trainingId, name: "邮箱", typeId: 6, isRequired: 1, sort: 1 },
    { trainingId, name: "微信", typeId: 8, isRequired: 0, sort: 2 },
    { trainingId, name: "公司主体", typeId: 12, isRequired: 1, sort: 3 },
  ]);
  const [q] = await db
    .insert(trainingQuestions)
    .values({ trainingId, questionType: 1, questionName: "您目前的角色是？", isRequired: 1 })
    .returning();
  await db.insert(trainingQuestionOptions).values([
    { questionId: q.id, questionOption: "代理商", sort: 0 },
    { questionId: q.id, questionOption: "广告主", sort: 1 },
    { questionId: q.id, questionOption: "其他", isOther: 1, sort: 2 },
  ]);
}

/** Start and end of a demo: a whole or half hour in Beijing; the session under way began 30 to 60 minutes ago. */
function timesOf(d: Demo, now: number) {
  const halfHour = 30 * MINUTE;
  const start = d.at === "now" ? new Date(Math.floor(now / halfHour) * halfHour - halfHour) : beijingAt(...d.at, now);
  return { startAt: start, endAt: new Date(start.getTime() + d.minutes * MINUTE) };
}

/** The lecturer JSON sessions keep ([{name, title, imgUrl}]), with the portraits drawn for this seed. */
async function lecturerJson(storage: StorageDriver, demos: Demo[]) {
  const keys = [...new Set(demos.flatMap((d) => d.lecturers))];
  const portraits = await storeAvatars(
    storage,
    keys.map((k) => LECTURERS[k].name),
  );
  return (d: Demo) => JSON.stringify(d.lecturers.map((k) => ({ ...LECTURERS[k], imgUrl: portraits.get(LECTURERS[k].name) })));
}

/** The demo sessions; a session already there is left as it is, so a rerun changes nothing (and draws nothing). */
export async function seedTrainings(db: Db, storage: StorageDriver, log: SeedLog) {
  const there = await db
    .select({ strId: trainings.strId })
    .from(trainings)
    .where(
      inArray(
        trainings.strId,
        DEMOS.map((d) => d.strId),
      ),
    );
  const missing = DEMOS.filter((d) => !there.some((t) => t.strId === d.strId));
  const step = log.step("直播课程", missing.length);
  await db
    .insert(trainingCategories)
    .values(CATEGORIES.map((name, sort) => ({ name, sort })))
    .onConflictDoNothing();
  if (!missing.length) return step.done();
  const cates = await db.select().from(trainingCategories).where(inArray(trainingCategories.name, CATEGORIES));
  const cateId = (i: number) => cates.find((c) => c.name === CATEGORIES[i])?.id ?? null;
  const tagRows = await db.select({ id: learningTags.id, name: learningTags.name }).from(learningTags);
  const industryRows = await db.select({ id: trainingIndustries.id, title: trainingIndustries.title }).from(trainingIndustries);
  const idsOf = <R extends { id: number }>(rows: R[], key: (r: R) => string, names: string[] = []) =>
    rows.filter((r) => names.includes(key(r))).map((r) => r.id);
  const [covers, lecturer] = await Promise.all([
    storeCovers(
      storage,
      missing.map((d) => ({ title: d.title, kind: "直播课" })),
    ),
    lecturerJson(storage, missing),
  ]);
  const now = Date.now();
  for (const [n, d] of missing.entries()) {
    const learners = d.signed?.length
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.areaCode, "+86"), inArray(users.mobile, d.signed)))
      : [];
    const capacity = d.extra?.capacity ?? null;
    const seats = capacity === null ? learners.length : Math.min(capacity, learners.length);
    // The session with its count of places, and the sign-ups holding them, together or not at all: a seed killed
    // half-way leaves no session, and the rerun writes it whole.
    await db.transaction(async (tx) => {
      const [t] = await tx
        .insert(trainings)
        .values({
          strId: d.strId,
          title: d.title,
          categoryId: cateId(d.cate),
          ...timesOf(d, now),
          cover: covers[n],
          lecturer: lecturer(d),
          descripts: d.intro,
          detailButton: button,
          siYuQrText: "添加助教微信，获取课件",
          industryIds: idsOf(industryRows, (r) => r.title, d.industries),
          tagIds: idsOf(tagRows, (r) => r.name, d.tags),
          ...d.extra,
          seatsTaken: seats,
        })
        .onConflictDoNothing()
        .returning();
      if (!t) return;
      if (d.form) await seedForm(tx, t.id);
      if (d.invited) await tx.insert(trainingInvites).values(d.invited.map((mobile) => ({ trainingId: t.id, mobile })));
      for (const [i, l] of learners.entries()) {
        await tx.insert(trainingAttends).values({ trainingId: t.id, userId: l.id, status: i < seats ? "signed" : "waiting", audit: 1 });
      }
    });
    step.tick();
  }
  step.done();
}
