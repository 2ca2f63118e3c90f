import { sql } from "drizzle-orm";
import { bumpIndexVersion } from "@/api/modules/search/service";
import { documentVector } from "@/api/modules/search/vector";
import { searchDocuments } from "@/db/schema/search";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

/** Bulk documents take source ids from here up, clear of any real session, course, article or help entry. */
const BULK_FIRST_SOURCE_ID = 100_000_000;
const BATCH = 1000;

const PLATFORMS = [
  "抖音",
  "今日头条",
  "西瓜视频",
  "番茄小说",
  "巨量千川",
  "巨量星图",
  "巨量云图",
  "巨量本地推",
  "抖音商城",
  "抖音搜索",
  "穿山甲",
  "懂车帝",
  "火山引擎",
  "飞书",
  "企业微信",
  "小程序",
  "微信视频号",
  "小红书",
  "快手",
  "B站",
];
const TOPICS = [
  "直播带货",
  "短视频种草",
  "信息流广告",
  "搜索广告",
  "品牌广告",
  "私域运营",
  "会员运营",
  "社群运营",
  "达人合作",
  "内容营销",
  "素材创意",
  "账户搭建",
  "出价策略",
  "人群定向",
  "数据分析",
  "转化归因",
  "落地页优化",
  "线索获客",
  "门店引流",
  "团购运营",
  "店铺运营",
  "选品策略",
  "直播间搭建",
  "主播培养",
  "脚本策划",
  "商品卡优化",
  "大促备战",
  "新品首发",
  "用户增长",
  "品牌建设",
  "广告合规",
  "预算分配",
  "ROI提升",
  "千川投放",
  "星图下单",
  "自然流量",
  "付费流量",
  "短视频剪辑",
  "直播复盘",
  "客服话术",
];
const INDUSTRIES = [
  "美妆",
  "服饰",
  "食品饮料",
  "母婴",
  "3C数码",
  "家居",
  "汽车",
  "教育培训",
  "金融",
  "游戏",
  "文旅",
  "餐饮",
  "医疗健康",
  "房产家装",
  "本地生活",
  "跨境电商",
  "图书",
  "宠物",
  "运动户外",
  "珠宝",
];
const FORMATS = [
  "实战训练营",
  "入门课",
  "进阶课",
  "公开课",
  "直播分享",
  "案例拆解",
  "方法论",
  "操作指南",
  "常见问题",
  "避坑指南",
  "白皮书解读",
  "专家答疑",
  "闭门会",
  "特训营",
  "认证辅导",
];
const SENTENCES = [
  "本期从{topic}的基本概念讲起，结合{industry}行业的真实数据，讲清楚每一步该怎么做。",
  "讲师分享{platform}上{topic}的最新玩法，并现场演示后台操作。",
  "适合刚接触{topic}的运营人员和希望提升效果的{industry}商家。",
  "课程包含三个{industry}品牌的完整案例，从目标设定、执行到复盘。",
  "重点讲解{platform}的流量分发逻辑，以及如何用{topic}提高转化率。",
  "学完后可以独立完成{topic}的方案制定，并用数据评估投放效果。",
  "我们整理了{industry}商家在{topic}中最常遇到的十个问题和解决办法。",
  "结合大促节点，说明{platform}的活动报名、预算节奏与{topic}配合方式。",
  "如遇到账户审核、素材被拒等情况，可参考本文的处理流程或联系客服。",
  "文末附有{topic}检查清单和{industry}行业的基准数据，方便对照优化。",
];
const TYPE_URL: Record<number, (id: number) => string> = {
  1: (id) => `/Training/Detail/bulk${id}`,
  2: (id) => `/Learning/Detail/bulk${id}`,
  3: (id) => `/Solution/Detail/${id}`,
  4: (id) => `/Help/Center?id=${id}`,
};

/** A small deterministic generator (mulberry32): the n-th bulk document is the same text on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One realistic document: a type (live 20%, course 30%, article 35%, help 15%), a title and a few sentences. */
function bulkDocument(n: number) {
  const r = random(n + 1);
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)];
  const roll = r();
  const type = roll < 0.2 ? 1 : roll < 0.5 ? 2 : roll < 0.85 ? 3 : 4;
  const words = { platform: pick(PLATFORMS), topic: pick(TOPICS), industry: pick(INDUSTRIES) };
  const title = `${words.platform}${words.industry}${words.topic}${pick(FORMATS)}（第${(n % 48) + 1}期）`;
  const sentences = Array.from({ length: 3 + Math.floor(r() * 3) }, () => pick(SENTENCES));
  const body = sentences
    .map((s) => s.replace(/\{(\w+)\}/g, (_, k: keyof typeof words) => (k === "topic" ? pick(TOPICS) : words[k])))
    .join("");
  const sourceId = BULK_FIRST_SOURCE_ID + n;
  return { type, sourceId, title, body, url: TYPE_URL[type](sourceId), visible: true };
}

/**
 * `count` generated documents for the search benchmark (`bun run seed --docs N`): multi-row inserts of 1000 with
 * their vectors, ON CONFLICT DO NOTHING so a rerun adds only what is missing. Answers how many were new.
 */
export async function seedBulkDocuments(db: Db, count: number, log: SeedLog) {
  const step = log.step("搜索文档", count);
  let added = 0;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const doc = bulkDocument(start + i);
      return { ...doc, words: sql`${documentVector(doc.title, doc.body)}::tsvector` };
    });
    const inserted = await db.insert(searchDocuments).values(rows).onConflictDoNothing().returning({ id: searchDocuments.id });
    added += inserted.length;
    step.tick(rows.length);
  }
  await bumpIndexVersion(db);
  step.done();
  return added;
}
