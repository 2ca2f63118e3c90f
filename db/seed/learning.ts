import type { TagKind } from "@/api/contract/learning-admin";
import { learningTags } from "@/db/schema/learning";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

/** Demo learning tags for the catalogue filters; a tag already there is left as it is. */
export const DEMO_TAGS: Record<TagKind, string[]> = {
  resources: ["直播课", "实操演练", "案例拆解", "工具模板"],
  product: ["搜索推广", "信息流推广", "品牌广告", "电商广告"],
  gangwei: ["优化师", "销售", "运营", "管理者"],
  theme: ["效果投放", "内容营销", "直播电商", "数据经营"],
  target: ["掌握基础", "提升转化", "独立操盘"],
  growstep: ["新手入门", "进阶提升", "专家精通"],
  certs: ["营销认证初级", "营销认证中级", "营销认证高级"],
  usertar: ["广告主", "代理商", "服务商"],
};

export async function seedLearningTags(db: Db, log: SeedLog) {
  const rows = Object.entries(DEMO_TAGS).flatMap(([kind, names]) => names.map((name, sort) => ({ kind: kind as TagKind, name, sort })));
  const step = log.step("学习标签", rows.length);
  await db.insert(learningTags).values(rows).onConflictDoNothing();
  step.tick(rows.length);
  step.done();
}
