import { asc, count, eq } from "drizzle-orm";
import { COMPANY_SIZES, POSITION_TYPES } from "@/api/contract/zhaopin";
import { syncPositionSearch } from "@/api/modules/zhaopin/positions/search";
import { users } from "@/db/schema/account/users";
import { exams } from "@/db/schema/certification/exams";
import { companies } from "@/db/schema/company";
import { cvEducations, cvIntentions, cvs, cvWorks, positions } from "@/db/schema/zhaopin";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

/** The demo candidate whose CV is complete (private), for the recruitment journey (tests/e2e/zhaopin-positions.e2e.ts). */
const DEMO_CANDIDATE_MOBILE = "13900000025";

const DAY = 24 * 3600_000;

/** Profiles of the first demo companies (the first is the demo HR's, db/seed/users.ts). */
const PROFILES = [
  { province: "浙江省", city: "杭州市", industry: "农林牧渔", intro: "专注优质水产养殖与冷链配送十余年，产品远销全国二十余个省市。" },
  { province: "北京市", city: "北京市", industry: "互联网", intro: "以数据驱动的数字营销服务商，服务上千家品牌客户。" },
  { province: "上海市", city: "上海市", industry: "广告传媒", intro: "整合营销传播机构，擅长短视频内容与直播电商运营。" },
  { province: "广东省", city: "深圳市", industry: "电子商务", intro: "跨境电商品牌，自建供应链，业务覆盖东南亚与欧美市场。" },
  { province: "广东省", city: "广州市", industry: "教育培训", intro: "职业技能培训机构，提供营销、运营与数据分析课程。" },
  { province: "四川省", city: "成都市", industry: "快消零售", intro: "西南地区领先的连锁零售企业，门店超过三百家。" },
  { province: "湖北省", city: "武汉市", industry: "信息技术", intro: "企业级软件与营销自动化系统开发商。" },
  { province: "江苏省", city: "南京市", industry: "文化传媒", intro: "内容创作与品牌策划团队，孵化多个百万粉丝账号。" },
] as const;

const TAGS = ["五险一金", "双休", "带薪年假", "弹性工作", "绩效奖金", "包住", "定期体检", "股票期权", "餐补", "交通补助"];
const EDU = ["不限", "专科", "本科", "本科", "研究生"];
const YEARS = ["不限", "1年以内", "1-3年", "3-5年", "5-10年"];
/** Monthly pay ranges in yuan (0-0: 面议). */
const SALARIES: [number, number][] = [
  [4000, 6000],
  [6000, 9000],
  [8000, 12000],
  [10000, 15000],
  [15000, 25000],
  [20000, 35000],
  [0, 0],
];
const NAMES: Record<(typeof POSITION_TYPES)[number], string[]> = {
  广告优化师: ["信息流广告优化师", "巨量千川投放专员", "SEM竞价专员"],
  销售: ["大客户销售", "电话销售专员", "区域销售经理"],
  客户经理: ["KA客户经理", "渠道客户经理"],
  运营: ["电商运营", "新媒体运营", "用户运营专员", "直播运营"],
  市场营销: ["品牌营销经理", "市场推广专员", "活动策划"],
  内容创作: ["短视频编导", "文案策划", "主播"],
  设计: ["平面设计师", "视觉设计师"],
  数据分析: ["数据分析师", "商业分析专员"],
  技术开发: ["前端开发工程师", "后端开发工程师"],
  其他: ["行政专员", "人力资源专员"],
};

type NewPosition = typeof positions.$inferInsert;

/** ~40 positions across types, cities, pay and tags: most open, some closed, some expired, one draft. */
/** The exam whose certificate the demo positions prefer (the certification seed's first). */
const PREFERRED_EXAM = "KS-ADS-01";

function demoPositions(companyIds: number[], now: number, preferred: number[]): NewPosition[] {
  const out: NewPosition[] = [];
  let i = 0;
  // Two rounds: the second offers senior posts of the first types at other companies and cities.
  const names = POSITION_TYPES.flatMap((type) => NAMES[type].map((name) => ({ type, name })));
  const rounds = [...names, ...names.slice(0, 13).map((n) => ({ ...n, name: `高级${n.name}` }))];
  for (const { type, name } of rounds) {
    const c = i % companyIds.length;
    const profile = PROFILES[c]!;
    const [salaryMin, salaryMax] = SALARIES[i % SALARIES.length]!;
    const status = i % 13 === 5 ? "closed" : "open";
    const expired = i % 11 === 7;
    out.push({
      companyId: companyIds[c]!,
      name,
      positionType: type,
      salaryMin,
      salaryMax,
      education: EDU[i % EDU.length]!,
      workYears: YEARS[(i * 3) % YEARS.length]!,
      workStyle: i % 9 === 4 ? "兼职" : "全职",
      tags: [TAGS[i % TAGS.length]!, TAGS[(i * 7 + 3) % TAGS.length]!].filter((t, k, a) => a.indexOf(t) === k),
      // 持证优先 on every fourth: the certified demo seeker sees them first in 为你推荐.
      preferredExamIds: i % 4 === 1 ? preferred : [],
      province: profile.province,
      city: profile.city,
      address: `${profile.city}高新区创业大道 ${100 + i} 号`,
      description: `岗位职责：\n1. 负责${name}相关工作，按月完成团队目标；\n2. 与市场、产品团队协作，持续优化投放与转化效果；\n3. 整理数据并输出周报。\n任职要求：\n1. 学历${EDU[i % EDU.length]}，有相关经验者优先；\n2. 沟通能力强，有责任心。`,
      headcount: 1 + (i % 4),
      status,
      publishedAt: new Date(now - (i + 1) * DAY * 0.7),
      expiresAt: expired ? new Date(now - DAY) : new Date(now + (30 + i) * DAY),
    });
    i++;
  }
  out.push({
    companyId: companyIds[0]!,
    name: "水产品质检员（草稿）",
    positionType: "其他",
    education: "专科",
    workYears: "1-3年",
    tags: ["包住"],
    province: PROFILES[0].province,
    city: PROFILES[0].city,
    description: "草稿：尚未发布。",
    status: "draft",
  });
  return out;
}

/** A complete private CV for the demo candidate, unless they already have one. */
async function seedCandidateCv(db: Db) {
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_CANDIDATE_MOBILE));
  if (!person) return;
  const userId = person.id;
  const made = await db
    .insert(cvs)
    .values({
      userId,
      chineseName: "陈思远",
      sex: 1,
      age: 28,
      province: "浙江",
      city: "杭州市",
      education: "本科",
      workStyle: "全职",
      workYears: "3-5年",
      jobStatus: 2,
      description: "五年数字营销经验，熟悉信息流投放与直播运营。",
    })
    .onConflictDoNothing()
    .returning({ id: cvs.id });
  if (made.length === 0) return;
  await db.insert(cvWorks).values([
    {
      userId,
      startTime: "2019/07",
      endTime: "2022/03",
      companyName: "杭州星河网络科技有限公司",
      salary: "8-12K",
      position: "信息流广告优化师",
    },
    { userId, startTime: "2022/04", endTime: "", companyName: "杭州云帆电子商务有限公司", salary: "12-20K", position: "直播运营主管" },
  ]);
  await db
    .insert(cvEducations)
    .values({ userId, startTime: "2015/09", endTime: "2019/06", university: "浙江工商大学", major: "市场营销", education: "本科" });
  await db
    .insert(cvIntentions)
    .values({ userId, positionType: "运营", salaryRange: "12-20K", education: "本科", province: "浙江省", city: "杭州市" });
}

/** Company profiles, the demo positions (indexed for the site search) and the demo candidate's CV; skipped once positions exist. */
export async function seedZhaopinPositions(db: Db, log: SeedLog) {
  await seedCandidateCv(db);
  const [existing] = await db.select({ n: count() }).from(positions);
  if (existing!.n > 0) return;
  const firsts = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(PROFILES.length);
  if (firsts.length === 0) return;
  const ids = firsts.map((c) => c.id);
  const preferred = await db.select({ id: exams.id }).from(exams).where(eq(exams.kaoShiId, PREFERRED_EXAM));
  const rows = demoPositions(
    ids,
    Date.now(),
    preferred.map((e) => e.id),
  );
  const step = log.step("招聘职位", ids.length + rows.length);
  await db.transaction(async (tx) => {
    for (const [k, id] of ids.entries()) {
      const p = PROFILES[k]!;
      await tx
        .update(companies)
        .set({
          introduction: p.intro,
          province: p.province,
          city: p.city,
          industry: p.industry,
          size: COMPANY_SIZES[k % COMPANY_SIZES.length],
        })
        .where(eq(companies.id, id));
      step.tick();
    }
    const made = await tx.insert(positions).values(rows).returning({ id: positions.id });
    for (const m of made) {
      await syncPositionSearch(tx, m.id);
      step.tick();
    }
  });
  step.done();
}
