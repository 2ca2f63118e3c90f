import { and, eq, inArray, isNull, like, notInArray } from "drizzle-orm";
import { users } from "@/db/schema/account/users";
import { type InterestCate, interestAnswers, interestOptions } from "@/db/schema/interest";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

type Seed = {
  title: string;
  value: number;
  exclusive?: boolean;
  isOther?: boolean;
  /** The question choosing it reveals. */
  reveals?: { title: string; multiple: boolean; options: Seed[] };
};

const list = (titles: string[], other = false): Seed[] => [
  ...titles.map((title, i) => ({ title, value: i + 1 })),
  ...(other ? [{ title: "其他", value: titles.length + 1, isOther: true }] : []),
];

/** The survey of spec 000: 流量主 reveals its next question, whose 是 reveals the follow-ups; 88 stands alone. */
const TREE: Record<InterestCate, Seed[]> = {
  1: [
    { title: "广告主", value: 1 },
    { title: "代理商", value: 2 },
    {
      title: "流量主",
      value: 3,
      reveals: {
        title: "是否已接入广告变现平台",
        multiple: false,
        options: [
          {
            title: "是",
            value: 1,
            reveals: { title: "已接入的平台", multiple: true, options: list(["穿山甲", "优量汇", "百度联盟", "快手联盟"], true) },
          },
          { title: "否", value: 0 },
        ],
      },
    },
    { title: "服务商", value: 4 },
    { title: "学生/求职者", value: 5 },
    { title: "其他", value: 6, isOther: true },
  ],
  2: list(["市场营销", "广告优化师", "销售/商务", "新媒体运营", "数据分析", "企业管理者"], true),
  3: list(["电商零售", "教育培训", "游戏", "金融", "汽车", "本地生活", "医疗健康", "旅游出行"], true),
  4: list(["入门新手（1年以内）", "初级（1-3年）", "中级（3-5年）", "资深（5年以上）"]),
  5: [
    ...list(["搜索推广", "信息流推广", "品牌广告", "短视频/直播带货", "电商平台推广"]),
    { title: "暂无营销行为", value: 88, exclusive: true },
  ],
  7: list(["品牌曝光", "获取销售线索", "提升转化与销量", "应用下载与激活", "用户留存与复购"]),
  8: list(["投放策略", "创意与素材", "数据分析与归因", "直播与短视频", "私域运营", "行业案例", "AIGC营销工具"]),
};

/** Demo learners left unanswered, so the home pop-up has someone to greet; every other demo account has answered. */
const UNANSWERED_DEMO_MOBILES = ["13900000036", "13900000037"];
/** The demo accounts' answers: the first option of each category (广告主…). */
const DEMO_PICKS = [1, 2, 3, 4, 5, 7, 8] as const;

async function insertOptions(db: Db, cateId: InterestCate, seeds: Seed[], parentId: number | null) {
  for (const [i, s] of seeds.entries()) {
    const [row] = await db
      .insert(interestOptions)
      .values({
        cateId,
        parentId,
        title: s.title,
        value: s.value,
        // Spaced by ten, so an operator can slot an option in between.
        sort: (i + 1) * 10,
        exclusive: s.exclusive ?? false,
        isOther: s.isOther ?? false,
        childTitle: s.reveals?.title ?? "",
        childMultiple: s.reveals?.multiple ?? false,
      })
      .returning({ id: interestOptions.id });
    if (s.reveals) await insertOptions(db, cateId, s.reveals.options, row.id);
  }
}

/** The option tree (once: an operator's later edits stay) and the demo accounts' answers. */
export async function seedInterest(db: Db, log: SeedLog) {
  const step = log.step("兴趣问卷", 2);
  const [has] = await db.select({ id: interestOptions.id }).from(interestOptions).limit(1);
  if (!has) for (const [cate, seeds] of Object.entries(TREE)) await insertOptions(db, Number(cate) as InterestCate, seeds, null);
  step.tick();

  const firsts = await Promise.all(
    DEMO_PICKS.map(async (cateId) => {
      const [o] = await db
        .select({ id: interestOptions.id })
        .from(interestOptions)
        .where(and(eq(interestOptions.cateId, cateId), isNull(interestOptions.parentId), eq(interestOptions.value, 1)))
        .limit(1);
      return o?.id;
    }),
  );
  const optionIds = firsts.filter((id): id is number => id !== undefined);
  const demo = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.areaCode, "+86"), like(users.mobile, "13900000%"), notInArray(users.mobile, UNANSWERED_DEMO_MOBILES)));
  if (demo.length && optionIds.length) {
    const answered = new Set(
      (
        await db
          .selectDistinct({ id: interestAnswers.userId })
          .from(interestAnswers)
          .where(
            inArray(
              interestAnswers.userId,
              demo.map((u) => u.id),
            ),
          )
      ).map((r) => r.id),
    );
    const rows = demo.filter((u) => !answered.has(u.id)).flatMap((u) => optionIds.map((optionId) => ({ userId: u.id, optionId })));
    if (rows.length) await db.insert(interestAnswers).values(rows);
  }
  step.tick();
  step.done();
}
