import { DEMO_TAGS } from "./learning";
import type { LecturerKey } from "./lecturers";

/**
 * The demo courses: [strId suffix, title, topic, columnType (1 product, 2 industry, 3 agency, 4 hot topic, 5 course
 * center), category (index in the sessions' categories), hot, lecturers, training industry titles, learning tag names
 * (a resources and a theme tag), chapter count]. The topic names the chapters' lessons (lessonTitles).
 */
type CourseDemo = [string, string, string, number, number, 0 | 1, LecturerKey[], string[], string[], number];

const RETAIL = "批发和零售业";
const IT = "信息传输、软件和信息技术服务业";
const BUSINESS = "租赁和商务服务业";
const CULTURE = "文化、体育和娱乐业";

export const COURSE_DEMOS: CourseDemo[] = [
  ["01", "千川投放从入门到精通", "千川投放", 1, 0, 1, ["chen"], [RETAIL], ["实操演练", "效果投放"], 4],
  ["02", "巨量广告账户搭建实操", "账户搭建", 1, 0, 0, ["wang"], [IT], ["实操演练", "效果投放"], 3],
  ["03", "搜索广告关键词策略", "搜索广告", 1, 0, 0, ["chen", "zhou"], [IT, RETAIL], ["工具模板", "效果投放"], 2],
  ["04", "巨量星图达人营销", "达人营销", 1, 2, 0, ["zhao"], [CULTURE], ["案例拆解", "内容营销"], 3],
  ["05", "本地推门店获客", "本地推", 1, 1, 0, ["lin"], ["住宿和餐饮业"], ["实操演练", "效果投放"], 2],
  ["06", "电商行业短视频带货", "短视频带货", 2, 1, 1, ["lin"], [RETAIL], ["案例拆解", "内容营销"], 4],
  ["07", "教育行业线索获客", "线索获客", 2, 1, 0, ["wang"], ["教育"], ["案例拆解", "效果投放"], 3],
  ["08", "汽车行业品牌种草", "品牌种草", 2, 1, 0, ["zhao"], ["制造业"], ["案例拆解", "内容营销"], 2],
  ["09", "游戏行业买量优化", "游戏买量", 2, 1, 0, ["chen"], [CULTURE, IT], ["实操演练", "效果投放"], 3],
  ["10", "本地生活直播团购", "直播团购", 2, 1, 1, ["lin", "zhao"], ["住宿和餐饮业"], ["直播课", "直播电商"], 3],
  ["11", "代理商优化师成长路径", "优化师成长", 3, 3, 0, ["liu"], [BUSINESS], ["直播课", "数据经营"], 2],
  ["12", "代理商团队管理与协作", "团队管理", 3, 3, 0, ["liu"], [BUSINESS], ["工具模板", "数据经营"], 3],
  ["13", "代理商客户经营方法", "客户经营", 3, 3, 0, ["liu", "wang"], [BUSINESS], ["案例拆解", "数据经营"], 2],
  ["14", "代理商认证备考指南", "认证备考", 3, 3, 1, ["wang"], [BUSINESS], ["工具模板", "效果投放"], 4],
  ["15", "代理商合规投放要点", "合规投放", 3, 3, 0, ["liu"], [BUSINESS, IT], ["直播课", "效果投放"], 2],
  ["16", "双十一大促投放节奏", "大促投放", 4, 2, 1, ["chen", "lin"], [RETAIL], ["直播课", "直播电商"], 3],
  ["17", "短剧营销新玩法", "短剧营销", 4, 2, 1, ["zhao"], [CULTURE], ["案例拆解", "内容营销"], 2],
  ["18", "AIGC 素材生产提效", "AIGC素材", 4, 2, 0, ["zhou"], [IT], ["工具模板", "内容营销"], 3],
  ["19", "直播间运营实战", "直播间运营", 4, 2, 1, ["lin"], [RETAIL], ["直播课", "直播电商"], 4],
  ["20", "年货节货品与流量规划", "年货节", 4, 2, 0, ["lin", "chen"], [RETAIL], ["实操演练", "直播电商"], 2],
  ["21", "数据分析入门：读懂投放报表", "数据分析", 5, 2, 1, ["zhou"], [IT], ["工具模板", "数据经营"], 3],
  ["22", "创意素材的黄金三秒", "创意素材", 5, 2, 0, ["zhao"], [CULTURE], ["实操演练", "内容营销"], 2],
  ["23", "人群定向与出价策略", "定向出价", 5, 0, 0, ["chen"], [RETAIL, IT], ["实操演练", "效果投放"], 3],
  ["24", "私域沉淀与复购", "私域复购", 5, 2, 0, ["zhou", "zhao"], [RETAIL], ["案例拆解", "数据经营"], 4],
];

/** The chapters a demo course takes its first `n` of, each with the lessons it may hold ({t}: the topic). */
const CHAPTERS: [string, string[]][] = [
  ["认识{t}", ["{t}是什么", "{t}的核心概念", "{t}适合哪些生意", "新手常见误区"]],
  ["{t}实操", ["从零搭建第一条计划", "定向与出价怎么选", "素材准备清单", "上线前的检查"]],
  ["进阶优化", ["读懂{t}数据", "成本波动怎么办", "放量与控量", "A/B 测试方法"]],
  ["案例复盘", ["头部客户案例拆解", "中小商家起量案例", "失败案例复盘", "课程总结"]],
];

/** Chapter `c` of a demo course: its title and 2 to 4 lesson titles, varied by the course's place in the list. */
export function chapterOf(topic: string, course: number, c: number) {
  const [title, lessons] = CHAPTERS[c]!;
  const n = 2 + ((course + c) % 3);
  const fill = (s: string) => s.replaceAll("{t}", topic);
  return { title: fill(title), lessons: lessons.slice(0, n).map(fill) };
}

const ROTATED_KINDS = ["product", "gangwei", "target", "growstep", "certs", "usertar"] as const;

/**
 * Demo course `n`'s tags of the kinds its row does not name, one of each kind in turn, so every filter group of the
 * certification pages and Center3 has options with courses behind them.
 */
export const rotatedTagNames = (n: number) => ROTATED_KINDS.map((k, i) => DEMO_TAGS[k][(n + i) % DEMO_TAGS[k].length]!);
