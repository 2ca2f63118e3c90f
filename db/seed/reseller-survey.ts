import { and, asc, eq } from "drizzle-orm";
import type { SurveyAnswer } from "@/api/contract/reseller-survey";
import { hashAuthCode } from "@/api/modules/partner-login/reseller-auth";
import { users } from "@/db/schema/account/users";
import { industries } from "@/db/schema/common";
import { resellerAuthCodes, resellers } from "@/db/schema/partner-login/resellers";
import { resellerSurveyOptions, resellerSurveyQuestions, resellerSurveyResponses } from "@/db/schema/reseller-survey";
import type { Db } from "../client";
import { DEMO_RESELLER } from "./partner-login";
import type { SeedLog } from "./progress";

type Option = { title: string; regx?: "phone"; br?: boolean; reveals?: string };
type Question = {
  key: string;
  title: string;
  description?: string;
  type: 0 | 1 | 3 | 4 | 5;
  isRequired: boolean;
  isHide?: boolean;
  options?: Option[];
};

/** 课程需求调研: every question type, a fill with a phone field, and a follow-up revealed by one option. */
const QUESTIONS: Question[] = [
  {
    key: "contact",
    title: "贵公司名称及联系人",
    description: "便于课程顾问与您联系",
    type: 4,
    isRequired: true,
    options: [{ title: "公司名称" }, { title: "联系人" }, { title: "手机号", regx: "phone", br: true }],
  },
  {
    key: "business",
    title: "贵公司主要代理哪类广告业务？",
    type: 0,
    isRequired: true,
    options: [{ title: "信息流广告" }, { title: "搜索广告" }, { title: "直播电商", reveals: "live" }, { title: "其他" }],
  },
  {
    key: "live",
    title: "直播电商业务每月大约投放多少？",
    type: 0,
    isRequired: true,
    isHide: true,
    options: [{ title: "10万元以下" }, { title: "10万-50万元" }, { title: "50万元以上" }],
  },
  {
    key: "courses",
    title: "希望平台提供哪些课程？（可多选）",
    type: 1,
    isRequired: true,
    options: [{ title: "投放基础" }, { title: "素材创意" }, { title: "数据分析" }, { title: "直播运营" }],
  },
  { key: "advice", title: "对课程安排还有什么建议？", type: 3, isRequired: false },
  { key: "license", title: "上传营业执照照片", description: "支持 JPG、PNG 图片，仅运营人员可见", type: 5, isRequired: false },
];

/** The demo reseller who answered already, so the back office shows a response. */
const RESPONDENT = { mobile: "13900000120", chineseName: "陈嘉怡", companyName: "广州云帆广告有限公司" };

async function seedQuestions(db: Db) {
  const ids = new Map<string, number>();
  for (const [i, q] of QUESTIONS.entries()) {
    const [row] = await db
      .insert(resellerSurveyQuestions)
      .values({
        sort: (i + 1) * 10,
        title: q.title,
        description: q.description ?? "",
        type: q.type,
        isRequired: q.isRequired,
        isHide: !!q.isHide,
      })
      .returning({ id: resellerSurveyQuestions.id });
    ids.set(q.key, row.id);
  }
  const options = new Map<string, number[]>();
  for (const q of QUESTIONS) {
    const made = [];
    for (const [i, o] of (q.options ?? []).entries()) {
      const [row] = await db
        .insert(resellerSurveyOptions)
        .values({
          questionId: ids.get(q.key) as number,
          sort: i + 1,
          title: o.title,
          regx: o.regx ?? "",
          br: !!o.br,
          joinShowQuestionId: o.reveals ? [ids.get(o.reveals) as number] : [],
        })
        .returning({ id: resellerSurveyOptions.id });
      made.push(row.id);
    }
    options.set(q.key, made);
  }
  return { ids, options };
}

/** Once only: the questionnaire, and the demo respondent (a reseller through the demo code) with their answers. */
export async function seedResellerSurvey(db: Db, log: SeedLog) {
  const step = log.step("代理商问卷", 2);
  const [any] = await db.select({ id: resellerSurveyQuestions.id }).from(resellerSurveyQuestions).limit(1);
  if (any) return step.done();
  const { ids, options } = await seedQuestions(db);
  step.tick();
  const [industry] = await db
    .select({ id: industries.id })
    .from(industries)
    .where(eq(industries.parentId, 0))
    .orderBy(asc(industries.sort))
    .limit(1);
  await db
    .insert(users)
    .values({ areaCode: "+86", ...RESPONDENT, industryFirst: industry?.id ?? null })
    .onConflictDoNothing();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.areaCode, "+86"), eq(users.mobile, RESPONDENT.mobile)));
  const [code] = await db
    .select({ id: resellerAuthCodes.id })
    .from(resellerAuthCodes)
    .where(eq(resellerAuthCodes.codeHash, hashAuthCode(DEMO_RESELLER.code)));
  await db.insert(resellers).values({ userId: user.id, authCodeId: code.id }).onConflictDoNothing();
  const pick = (key: string, ...at: number[]) => at.map((i) => (options.get(key) as number[])[i]).join(",");
  const answer = (key: string, val: string): SurveyAnswer => {
    const q = QUESTIONS.find((x) => x.key === key) as Question;
    return { name: q.title, id: ids.get(key) as number, val, type: q.type };
  };
  const answers = [
    answer("contact", JSON.stringify([RESPONDENT.companyName, RESPONDENT.chineseName, RESPONDENT.mobile])),
    answer("business", pick("business", 2)),
    answer("live", pick("live", 1)),
    answer("courses", pick("courses", 0, 3)),
    answer("advice", "希望多安排直播间实操案例，最好有回放。"),
  ];
  await db.insert(resellerSurveyResponses).values({ userId: user.id, answers }).onConflictDoNothing();
  step.tick();
  step.done();
}
