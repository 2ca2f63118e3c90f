import { and, asc, eq, inArray } from "drizzle-orm";
import { users } from "@/db/schema/account/users";
import { industries } from "@/db/schema/common";
import { cvEducations, cvIntentions, cvs, cvWorks } from "@/db/schema/zhaopin";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

type DemoCv = {
  mobile: string;
  cv: Omit<typeof cvs.$inferInsert, "userId">;
  works: Omit<typeof cvWorks.$inferInsert, "userId">[];
  educations: Omit<typeof cvEducations.$inferInsert, "userId">[];
  intentions: Omit<typeof cvIntentions.$inferInsert, "userId">[];
};

const DEMO_CVS: DemoCv[] = [
  {
    mobile: "13900000091",
    cv: {
      chineseName: "林晓雯",
      sex: 2,
      age: 27,
      province: "广东省",
      city: "广州市",
      education: "本科",
      workStyle: "全职",
      workYears: "3-5年",
      jobStatus: 2,
      isPublic: 1,
      description: "4年信息流广告投放经验，熟悉巨量引擎、腾讯广告后台，单月管理预算超200万，擅长数据分析与素材优化。",
    },
    works: [
      { startTime: "2019/07", endTime: "2021/06", companyName: "广州星辰网络科技有限公司", position: "广告优化师", salary: "8K" },
      { startTime: "2021/07", endTime: "", companyName: "雨欣水产", position: "高级广告优化师", salary: "15K" },
    ],
    educations: [{ startTime: "2015/09", endTime: "2019/06", university: "暨南大学", major: "市场营销", education: "本科" }],
    intentions: [{ positionType: "广告优化师", salaryRange: "12-20K", education: "本科", province: "广东省", city: "广州市" }],
  },
  {
    mobile: "13900000092",
    cv: {
      chineseName: "王志强",
      sex: 1,
      age: 32,
      province: "北京市",
      city: "北京市",
      education: "研究生",
      workStyle: "全职",
      workYears: "5-10年",
      jobStatus: 1,
      isPublic: 1,
      description: "数据分析背景，主导过电商平台增长项目，熟练使用 SQL、Python 与 BI 工具。",
    },
    works: [{ startTime: "2016/07", endTime: "", companyName: "北京数联科技有限公司", position: "数据分析经理", salary: "25K" }],
    educations: [
      { startTime: "2009/09", endTime: "2013/06", university: "北京理工大学", major: "统计学", education: "本科" },
      { startTime: "2013/09", endTime: "2016/06", university: "中国人民大学", major: "应用统计", education: "研究生" },
    ],
    intentions: [
      { positionType: "数据分析", salaryRange: "20-30K", education: "研究生", province: "北京市", city: "北京市" },
      { positionType: "运营", salaryRange: "20-30K", education: "本科", province: "上海市", city: "上海市" },
    ],
  },
  {
    mobile: "13900000093",
    cv: {
      chineseName: "陈佳怡",
      sex: 2,
      age: 23,
      province: "浙江省",
      city: "杭州市",
      education: "专科",
      workStyle: "全职",
      workYears: "1年以内",
      jobStatus: 4,
      isPublic: 1,
      description: "新媒体运营方向，熟悉小红书、抖音内容策划，有个人账号运营经验。",
    },
    works: [{ startTime: "2024/03", endTime: "2024/12", companyName: "杭州青禾文化传媒", position: "内容运营实习生", salary: "4K" }],
    educations: [{ startTime: "2021/09", endTime: "2024/06", university: "浙江经贸职业技术学院", major: "电子商务", education: "专科" }],
    intentions: [{ positionType: "内容创作", salaryRange: "5-8K", education: "专科", province: "浙江省", city: "杭州市" }],
  },
  {
    mobile: "13900000094",
    cv: {
      chineseName: "刘建国",
      sex: 1,
      age: 38,
      province: "四川省",
      city: "成都市",
      education: "本科",
      workStyle: "全职",
      workYears: "10年以上",
      jobStatus: 3,
      isPublic: 1,
      description: "十余年渠道销售与大客户管理经验，带领过20人销售团队。",
    },
    works: [
      { startTime: "2010/07", endTime: "2017/12", companyName: "成都蓉城商贸有限公司", position: "销售主管", salary: "12K" },
      { startTime: "2018/01", endTime: "", companyName: "西南智汇营销集团", position: "销售总监", salary: "30K" },
    ],
    educations: [{ startTime: "2006/09", endTime: "2010/06", university: "西南财经大学", major: "工商管理", education: "本科" }],
    intentions: [{ positionType: "客户经理", salaryRange: "30K以上", education: "本科", province: "四川省", city: "成都市" }],
  },
  {
    mobile: "13900000095",
    cv: {
      chineseName: "赵敏",
      sex: 2,
      age: 29,
      province: "上海市",
      city: "上海市",
      education: "本科",
      workStyle: "全职",
      workYears: "5-10年",
      jobStatus: 1,
      isPublic: 0,
      description: "品牌设计师，擅长视觉规范与活动物料设计。",
    },
    works: [{ startTime: "2018/07", endTime: "", companyName: "上海叁木设计工作室", position: "资深设计师", salary: "18K" }],
    educations: [{ startTime: "2014/09", endTime: "2018/06", university: "上海大学", major: "视觉传达设计", education: "本科" }],
    intentions: [{ positionType: "设计", salaryRange: "12-20K", education: "本科", province: "上海市", city: "上海市" }],
  },
  {
    mobile: "13900000096",
    cv: {
      chineseName: "孙浩",
      sex: 1,
      age: 22,
      province: "湖北省",
      city: "武汉市",
      education: "本科",
      workStyle: "全职",
      workYears: "",
      jobStatus: 4,
      isPublic: 0,
      description: "",
    },
    works: [],
    educations: [{ startTime: "2021/09", endTime: "2025/06", university: "华中师范大学", major: "广告学", education: "本科" }],
    intentions: [],
  },
];

/** A demo job seeker's profile industry: the first seeded one with its first sub-industry (a valid pair, as every demo person's). */
export async function demoIndustry(db: Db) {
  const all = await db.select({ id: industries.id, parentId: industries.parentId }).from(industries).orderBy(asc(industries.id));
  const first = all.find((i) => i.parentId === 0 && all.some((s) => s.parentId === i.id));
  return { industryFirst: first?.id ?? null, industryLast: all.find((i) => first && i.parentId === first.id)?.id ?? null };
}

/**
 * Demo candidates of their own (13900000091-96, apart from the learners other journeys sign in as), each with a CV:
 * four complete public ones across cities, educations and intentions, one complete private one and one incomplete one
 * (no work item, no intention). A person who already has a CV keeps it: a rerun never overwrites what they wrote.
 */
export async function seedZhaopinCvs(db: Db, log: SeedLog) {
  const step = log.step("演示简历", DEMO_CVS.length);
  const industry = await demoIndustry(db);
  await db
    .insert(users)
    .values(
      DEMO_CVS.map((d) => ({
        ...industry,
        areaCode: "+86",
        mobile: d.mobile,
        chineseName: d.cv.chineseName ?? "",
        province: d.cv.province,
        city: d.cv.city,
      })),
    )
    .onConflictDoNothing();
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      and(
        eq(users.areaCode, "+86"),
        inArray(
          users.mobile,
          DEMO_CVS.map((d) => d.mobile),
        ),
      ),
    );
  for (const demo of DEMO_CVS) {
    const userId = people.find((p) => p.mobile === demo.mobile)?.id;
    if (userId === undefined) continue;
    await db.transaction(async (tx) => {
      const made = await tx
        .insert(cvs)
        .values({ ...demo.cv, userId })
        .onConflictDoNothing()
        .returning({ id: cvs.id });
      if (!made.length) return;
      const rows = <T>(list: T[]) => list.map((r) => ({ ...r, userId }));
      if (demo.works.length) await tx.insert(cvWorks).values(rows(demo.works));
      if (demo.educations.length) await tx.insert(cvEducations).values(rows(demo.educations));
      if (demo.intentions.length) await tx.insert(cvIntentions).values(rows(demo.intentions));
    });
    step.tick();
  }
  step.done();
}
