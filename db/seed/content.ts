import { count } from "drizzle-orm";
import { indexContent } from "@/api/modules/content/search-index";
import type { Db, Tx } from "../client";
import { type ContentKind, contentCategories, contents, LIBRARY } from "../schema";
import type { SeedLog } from "./progress";

type Item = { title: string; summary: string; body: string; tags: string[]; cate: string };
type Article = { types: number; title: string; summary: string; body: string; tags: string[] };

const CATEGORIES: Record<number, string[]> = {
  [LIBRARY.solution]: ["零售电商", "教育培训", "本地生活"],
  [LIBRARY.idea]: ["短视频创意", "图文创意", "节日营销"],
  [LIBRARY.reward]: ["新客激励", "代理商激励", "认证激励"],
  [LIBRARY.case]: ["零售电商", "教育培训", "汽车", "本地生活"],
};

const p = (...paragraphs: string[]) => paragraphs.join("\n\n");

const SOLUTIONS: (Item & { articles: Article[] })[] = [
  {
    title: "电商大促全链路增长解决方案",
    summary: "从预热蓄水到爆发收割，用搜索与信息流协同放大大促声量与成交。",
    body: p(
      "大促期间流量成本上涨、用户决策链路变短，单一渠道难以兼顾声量与转化。",
      "本方案以“预热蓄水—爆发收割—返场复购”三段节奏组织投放：预热期用信息流扩大人群池，爆发期用搜索承接高意向需求，返场期对加购未付人群定向召回。",
      "配套提供大促排期模板、预算分配建议与实时数据看板，帮助团队按小时调整出价。",
    ),
    tags: ["搜索推广", "信息流推广", "大促"],
    cate: "零售电商",
    articles: [
      {
        types: 1,
        title: "大促三段节奏怎么排",
        summary: "预热、爆发、返场的时间切分与目标设定。",
        body: "预热期建议占大促周期的50%，以人群积累为目标；爆发期集中预算，以成交为目标；返场期以复购为目标。",
        tags: ["节奏规划"],
      },
      {
        types: 2,
        title: "搜索与信息流如何协同",
        summary: "用信息流蓄水、搜索收割的组合打法。",
        body: "信息流负责触达潜在人群并沉淀行为数据，搜索广告对品牌词与品类词出价，承接被种草后的主动搜索。",
        tags: ["搜索推广", "信息流推广"],
      },
      {
        types: 3,
        title: "大促前两周准备清单",
        summary: "账户、素材、落地页与监测的检查项。",
        body: "第一周完成账户结构梳理与素材储备；第二周完成落地页压测与转化监测配置，并设置预算告警。",
        tags: ["清单"],
      },
      {
        types: 4,
        title: "大促期间预算花不出去怎么办",
        summary: "常见的起量问题与排查顺序。",
        body: "先检查出价是否低于行业均值，再检查定向是否过窄，最后检查素材审核状态。",
        tags: ["问答"],
      },
    ],
  },
  {
    title: "教育机构线索获客解决方案",
    summary: "围绕试听课报名，提升线索量与到课率，降低单个有效线索成本。",
    body: p(
      "教育行业线索多而杂，销售跟进成本高，有效线索率决定投放成败。",
      "方案从表单设计、智能外呼回访到线索评分三个环节入手，把无效线索挡在销售之前。",
    ),
    tags: ["线索获客", "表单优化"],
    cate: "教育培训",
    articles: [
      {
        types: 1,
        title: "什么是有效线索",
        summary: "按到课与成交定义线索质量。",
        body: "以试听到课作为有效线索的判断标准，反推投放端的考核指标。",
        tags: ["线索质量"],
      },
      {
        types: 3,
        title: "表单三步优化法",
        summary: "减少字段、加入验证、即时回访。",
        body: "表单字段控制在三项以内；手机号加验证码；提交后五分钟内电话回访。",
        tags: ["表单优化"],
      },
    ],
  },
  {
    title: "本地门店到店引流解决方案",
    summary: "用地理定向与门店卡片，把线上曝光变成门店客流。",
    body: p("门店生意看半径，三公里内的人群才是核心客群。", "方案结合地理围栏定向、门店信息卡和到店核销数据，衡量每一分预算带来的到店。"),
    tags: ["本地生活", "到店"],
    cate: "本地生活",
    articles: [
      {
        types: 2,
        title: "门店卡片能做什么",
        summary: "导航、电话、优惠券一键直达。",
        body: "门店卡片展示地址、营业时间与优惠券，用户点击即可导航或领取。",
        tags: ["门店卡片"],
      },
    ],
  },
  {
    title: "新品上市声量打造解决方案",
    summary: "品牌广告与达人种草联动，新品首月建立认知。",
    body: p("新品上市缺少搜索基础，需要先做认知再做转化。", "方案以开屏与信息流品牌广告覆盖目标人群，同时配合达人内容提升搜索指数。"),
    tags: ["品牌广告", "新品"],
    cate: "零售电商",
    articles: [],
  },
  {
    title: "职业培训招生旺季解决方案",
    summary: "针对寒暑假招生旺季，提前锁定高意向人群。",
    body: "招生旺季竞争激烈，提前一个月开始人群积累，旺季集中转化，效果更稳定。",
    tags: ["线索获客", "旺季"],
    cate: "教育培训",
    articles: [],
  },
  {
    title: "连锁餐饮会员复购解决方案",
    summary: "用会员数据回流投放，提升老客复购频次。",
    body: "把会员消费数据分层回传，对沉睡会员投放专属优惠，对高频会员推荐新品。",
    tags: ["本地生活", "会员运营"],
    cate: "本地生活",
    articles: [],
  },
];

const CASES: Item[] = [
  {
    title: "某服饰品牌大促成交提升65%",
    summary: "搜索与信息流协同，大促当日成交创新高。",
    body: p("品牌在大促前两周启动信息流蓄水，积累加购人群近百万。", "爆发日对加购人群与品牌词同时加价，成交额较去年同期提升65%。"),
    tags: ["搜索推广", "大促"],
    cate: "零售电商",
  },
  {
    title: "少儿编程机构有效线索成本下降40%",
    summary: "表单与回访流程改造，销售效率翻倍。",
    body: "机构将表单字段从七项减为三项，并在五分钟内回访，有效线索成本下降40%。",
    tags: ["线索获客"],
    cate: "教育培训",
  },
  {
    title: "新能源车型试驾预约量增长3倍",
    summary: "地理定向结合试驾权益，线上预约带动到店。",
    body: "围绕门店十公里投放试驾权益，预约量增长3倍，到店率保持在六成以上。",
    tags: ["汽车", "到店"],
    cate: "汽车",
  },
  {
    title: "社区火锅店周末客流提升30%",
    summary: "三公里人群定向与门店卡片，带来稳定客流。",
    body: "门店在周五傍晚集中投放优惠券，周末客流提升30%。",
    tags: ["本地生活"],
    cate: "本地生活",
  },
  {
    title: "美妆新品首月搜索指数翻番",
    summary: "品牌广告与达人种草联动，新品快速建立认知。",
    body: "首周开屏曝光覆盖核心人群，配合二十位达人测评，首月搜索指数翻番。",
    tags: ["品牌广告", "新品"],
    cate: "零售电商",
  },
  {
    title: "职业资格培训旺季报名突破万人",
    summary: "提前蓄水与旺季集中转化。",
    body: "机构在旺季前一个月开始投放干货内容，旺季报名人数突破一万。",
    tags: ["线索获客", "旺季"],
    cate: "教育培训",
  },
];

const IDEAS: Item[] = [
  {
    title: "开箱视频前三秒的五种钩子",
    summary: "用悬念、对比和反差留住用户。",
    body: "前三秒决定完播率：直接展示结果、提出问题、制造反差、亮出价格、真人出镜。",
    tags: ["短视频", "开场"],
    cate: "短视频创意",
  },
  {
    title: "一图讲清产品卖点的排版方法",
    summary: "一个主卖点、两个辅助卖点、一个行动按钮。",
    body: "信息流图片只讲一个主卖点，配两个辅助卖点，行动按钮放在右下角。",
    tags: ["图文", "排版"],
    cate: "图文创意",
  },
  {
    title: "春节营销的团圆叙事",
    summary: "把产品放进回家与团聚的场景。",
    body: "春节素材围绕“回家”展开：路上、进门、年夜饭，产品自然出现在场景里。",
    tags: ["节日营销", "春节"],
    cate: "节日营销",
  },
  {
    title: "口播视频的三段式脚本",
    summary: "痛点、方案、行动，六十秒讲完。",
    body: "前十五秒讲痛点，中间三十秒讲方案，最后十五秒给出行动指引。",
    tags: ["短视频", "脚本"],
    cate: "短视频创意",
  },
  {
    title: "对比图让效果一目了然",
    summary: "使用前后对比，适合清洁、护肤类产品。",
    body: "左右对比或上下对比都可以，注意光线与角度一致，避免夸大。",
    tags: ["图文", "对比"],
    cate: "图文创意",
  },
  {
    title: "双十一倒计时海报的节奏感",
    summary: "用数字倒计时营造紧迫感。",
    body: "倒计时七天、三天、一天分别设计三版海报，色彩逐步加重。",
    tags: ["节日营销", "大促"],
    cate: "节日营销",
  },
];

const REWARDS: Item[] = [
  {
    title: "新客首充返点政策",
    summary: "新开户首月充值可享最高10%返点。",
    body: p("适用对象：首次开户的广告主。", "返点比例：首月充值满一万元返5%，满五万元返10%，返点以赠款形式发放。"),
    tags: ["新客", "返点"],
    cate: "新客激励",
  },
  {
    title: "代理商季度增长奖励",
    summary: "季度消耗同比增长超过30%的代理商可获额外奖励。",
    body: "奖励按季度结算，增长部分的2%作为奖励金，次季度首月发放。",
    tags: ["代理商", "季度"],
    cate: "代理商激励",
  },
  {
    title: "认证优化师专属奖励",
    summary: "通过高级认证的优化师可获学习积分与优先支持。",
    body: "通过高级认证即获500学习积分，并享受专属客服优先响应。",
    tags: ["认证", "积分"],
    cate: "认证激励",
  },
  {
    title: "新客试投体验金",
    summary: "符合条件的新客户可申请体验金试投。",
    body: "体验金额度为两千元，有效期三十天，仅限首次开户客户申请。",
    tags: ["新客", "体验金"],
    cate: "新客激励",
  },
  {
    title: "代理商新客开拓奖励",
    summary: "每开拓一个有效新客户，奖励一千元。",
    body: "有效新客户指首月消耗满五千元的新开户客户，奖励于次月发放。",
    tags: ["代理商", "新客"],
    cate: "代理商激励",
  },
  {
    title: "认证讲师课程激励",
    summary: "认证讲师提交并上线的课程可获课酬与积分。",
    body: "课程上线后按学习人次计酬，优秀课程另获平台推荐位。",
    tags: ["认证", "讲师"],
    cate: "认证激励",
  },
];

async function insertItem(tx: Tx, kind: ContentKind, values: Omit<typeof contents.$inferInsert, "kind">) {
  const [row] = await tx
    .insert(contents)
    .values({ ...values, kind })
    .returning();
  await indexContent(tx, row);
  return row;
}

/** Demo libraries: a few categories each and six items of every kind, indexed for search; only into empty tables. */
export async function seedContent(db: Db, log: SeedLog) {
  const [has] = await db.select({ n: count() }).from(contents);
  if (has.n > 0) return;
  const total = SOLUTIONS.length + CASES.length + IDEAS.length + REWARDS.length;
  const step = log.step("内容库", total);
  await db.transaction(async (tx) => {
    const cateIds = new Map<string, number>();
    for (const [lwId, names] of Object.entries(CATEGORIES)) {
      const rows = await tx
        .insert(contentCategories)
        .values(names.map((name, sort) => ({ lwId: Number(lwId), name, sort })))
        .returning();
      for (const r of rows) cateIds.set(`${lwId}:${r.name}`, r.id);
    }
    const fields = (item: Item | Article, sort: number) => ({
      title: item.title,
      summary: item.summary,
      body: item.body,
      tags: JSON.stringify(item.tags),
      sort,
    });
    const libraries: [ContentKind, number, Item[]][] = [
      ["case", LIBRARY.case, CASES],
      ["idea", LIBRARY.idea, IDEAS],
      ["reward", LIBRARY.reward, REWARDS],
    ];
    for (const [i, s] of SOLUTIONS.entries()) {
      const solution = await insertItem(tx, "solution", {
        ...fields(s, SOLUTIONS.length - i),
        cateId: cateIds.get(`${LIBRARY.solution}:${s.cate}`),
      });
      for (const [j, a] of s.articles.entries()) {
        await insertItem(tx, "article", { ...fields(a, s.articles.length - j), solutionId: solution.id, types: a.types });
      }
      step.tick();
    }
    for (const [kind, lwId, items] of libraries) {
      for (const [i, item] of items.entries()) {
        await insertItem(tx, kind, { ...fields(item, items.length - i), cateId: cateIds.get(`${lwId}:${item.cate}`) });
        step.tick();
      }
    }
  });
  step.done();
}
