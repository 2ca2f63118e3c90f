/**
 * Exam outlines published with the portal, by the provider's exam id: an exam's outline link may point at
 * /certification/outline/{kaoShiId}, or at any file an operator puts online.
 */
export type Outline = { title: string; intro: string; sections: { heading: string; weight: string; items: string[] }[] };

export const OUTLINES: Record<string, Outline> = {
  "KS-ADS-01": {
    title: "巨量引擎营销认证（初级）考试大纲",
    intro: "本大纲说明初级认证考查的知识范围与分值比例。考试为线上视频监考，共 25 题，满分 100 分，70 分及格，时长 90 分钟。",
    sections: [
      {
        heading: "一、营销基础与平台认知",
        weight: "约 15%",
        items: ["数字营销的基本概念与常见投放目标", "平台产品矩阵、流量场景与用户特征", "广告审核规范与行业资质要求"],
      },
      {
        heading: "二、账户搭建",
        weight: "约 25%",
        items: ["账户结构：广告组、计划与创意的层级关系", "预算、排期与投放速度的设置", "转化目标与转化追踪的配置"],
      },
      {
        heading: "三、定向与出价",
        weight: "约 25%",
        items: ["基础定向、兴趣定向与人群包的使用", "出价方式（CPC、CPM、oCPM）及适用场景", "智能放量与成本控制的基本原则"],
      },
      {
        heading: "四、创意与素材",
        weight: "约 15%",
        items: ["视频与图文创意的制作要点", "程序化创意与素材测试方法", "常见素材违规情形"],
      },
      {
        heading: "五、数据分析与优化",
        weight: "约 20%",
        items: ["核心指标：展示、点击率、转化率、转化成本", "投放报表的阅读与问题定位", "基于数据的预算与出价调整"],
      },
    ],
  },
};
