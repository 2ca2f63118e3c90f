import { and, arrayContains, eq, isNull } from "drizzle-orm";
import * as v from "valibot";
import { OPTION_IDS, QuestionFormSchema, type StoredQuestion } from "@/api/contract/exam-questions-admin";
import { type PaperRules, type PaperSection, paperFigures, type QuestionType } from "@/api/contract/online-exam";
import { exams } from "@/db/schema/certification/exams";
import { examQuestions } from "@/db/schema/certification/online-exams";
import type { Db } from "../client";
import { type SeedLog, silentLog } from "./progress";

/** A question as written below: its content and tags; the exam (or course) it serves is added when seeding. */
export type Draft = { type: QuestionType; stem: string; tags: string[]; difficulty: number; analysis: string } & (
  | { options: string[]; right: string }
  | { judge: boolean }
  | { blanks: string[][] }
  | { reference: string }
);

/** A choice question, its right options as letters ("B", "ACD"); difficulty 2 (single) or 3 (multiple) unless told. */
const choice =
  (type: "single" | "multiple", fallback: number) =>
  (stem: string, options: string[], right: string, analysis: string, tags: string[], difficulty = fallback): Draft => ({
    type,
    stem,
    options,
    right,
    analysis,
    tags,
    difficulty,
  });
export const single = choice("single", 2);
export const multiple = choice("multiple", 3);
export const judge = (stem: string, right: boolean, analysis: string, tags: string[], difficulty = 1): Draft => ({
  type: "judge",
  stem,
  judge: right,
  analysis,
  tags,
  difficulty,
});
export const fill = (stem: string, blanks: string[][], analysis: string, tags: string[], difficulty = 3): Draft => ({
  type: "fill",
  stem,
  blanks,
  analysis,
  tags,
  difficulty,
});
const short = (stem: string, reference: string, analysis: string, tags: string[], difficulty = 4): Draft => ({
  type: "short",
  stem,
  reference,
  analysis,
  tags,
  difficulty,
});

/** 内容营销基础认证 (KS-CONTENT-01): content marketing, short video and live streaming. */
const CONTENT_BANK: Draft[] = [
  single(
    "短视频的“完播率”指的是什么？",
    ["点赞数占播放量的比例", "完整看完视频的播放次数占总播放次数的比例", "视频被分享的次数", "视频带来的新增粉丝数"],
    "B",
    "完播率 = 完整播放次数 ÷ 总播放次数，是平台判断内容吸引力的核心指标之一。",
    ["短视频", "数据指标"],
  ),
  single(
    "短视频开头最需要抓住用户注意力的时段，常被称为“黄金几秒”？",
    ["前 1 秒", "前 3 秒", "前 10 秒", "最后 3 秒"],
    "B",
    "用户在前 3 秒内决定是否继续观看，开头应快速给出亮点、冲突或悬念。",
    ["短视频", "内容创作"],
    1,
  ),
  single(
    "以下哪一项最能体现内容营销与传统硬广的区别？",
    ["以对用户有价值的内容吸引用户主动关注", "投放预算更高", "只在电视上投放", "不需要明确目标用户"],
    "A",
    "内容营销通过持续输出有价值的内容建立信任，让用户主动关注，而不是单向打断式地推送广告。",
    ["内容营销基础"],
    1,
  ),
  single(
    "制定内容选题时，首先应该明确的是？",
    ["视频时长", "目标用户及其需求", "拍摄设备型号", "发布时间"],
    "B",
    "选题从用户出发：先弄清内容给谁看、解决他们的什么问题，再决定形式与时长。",
    ["内容营销基础", "选题策划"],
  ),
  single(
    "直播电商中的“GPM”通常指？",
    ["每千次观看带来的成交金额", "每分钟新增粉丝数", "每场直播的平均在线人数", "每千次展示的广告费用"],
    "A",
    "GPM（GMV Per Mille）= 成交金额 ÷ 观看次数 × 1000，衡量直播间流量的变现效率。",
    ["直播", "数据指标"],
    3,
  ),
  single(
    "开播前发布“直播预告”的主要目的是？",
    ["提前积累预约观看人数，提升开播时的流量", "代替正式直播", "缩短直播时长", "避开平台审核"],
    "A",
    "预告让粉丝提前预约，开播时集中进入，有助于直播间冷启动。",
    ["直播", "直播运营"],
    1,
  ),
  single(
    "以下哪种做法最有助于提升短视频的互动率？",
    ["在视频结尾提出开放性问题，引导用户评论", "关闭评论区", "不添加任何文案", "每条视频都使用相同的标题"],
    "A",
    "开放性问题能激发用户表达观点，评论、回复的增加也会带来更多推荐。",
    ["短视频", "互动"],
  ),
  single(
    "关于账号“人设”打造，下列说法正确的是？",
    ["人设应与账号定位和真实特点保持一致", "人设可以随时频繁更换", "人设越夸张越好", "人设与内容无关"],
    "A",
    "稳定、真实的人设更容易建立信任，频繁更换会让用户和平台都难以识别账号。",
    ["账号运营"],
  ),
  single(
    "用户看完几条某类视频后，平台会推荐更多同类内容，这主要体现了？",
    ["基于兴趣的推荐机制", "随机分发", "按发布时间排序", "人工编辑推荐"],
    "A",
    "兴趣推荐根据用户的观看、点赞、评论等行为判断兴趣，推荐相似内容。",
    ["短视频", "平台机制"],
  ),
  single(
    "以下哪个指标最适合衡量一条种草视频带来的实际购买效果？",
    ["播放量", "点赞数", "商品点击后的成交转化率", "账号粉丝总数"],
    "C",
    "播放和点赞反映热度，种草效果最终要看从内容到成交的转化。",
    ["种草", "数据指标"],
    3,
  ),
  single(
    "直播数据中的“场观”一般指？",
    ["一场直播的累计观看人次", "直播间的峰值在线人数", "直播时长", "主播的粉丝数"],
    "A",
    "场观是整场直播累计进入观看的人次，峰值在线是同一时刻的最高在线人数。",
    ["直播", "数据指标"],
  ),
  single(
    "内容营销中的“UGC”指？",
    ["用户生成内容", "品牌官方广告", "专业机构生产的内容", "平台推荐算法"],
    "A",
    "UGC 即 User Generated Content；PGC 为专业生产内容。",
    ["内容营销基础"],
    1,
  ),
  single(
    "直播过程中遇到用户提出尖锐质疑，较好的处理方式是？",
    ["真诚回应并给出事实依据", "把提问的用户全部拉黑", "假装没看到", "与用户争吵"],
    "A",
    "坦诚回应、用事实说话能维护直播间信任，回避或对抗会放大负面影响。",
    ["直播", "直播运营"],
  ),
  single(
    "短视频封面的主要作用是？",
    ["在推荐页和主页中吸引用户点击", "提高视频清晰度", "延长视频时长", "缩短审核时间"],
    "A",
    "封面和标题共同决定用户在主页、搜索结果中是否点开视频。",
    ["短视频", "内容创作"],
    1,
  ),
  single(
    "账号冷启动阶段，较合理的发布策略是？",
    ["保持稳定更新，围绕垂直领域持续输出", "一天发布几十条不同领域的内容", "长期不更新", "只转发他人作品"],
    "A",
    "稳定、垂直的输出帮助平台识别账号标签，把内容推荐给精准人群。",
    ["账号运营"],
  ),
  single(
    "下列哪一项不属于内容合规风险？",
    ["使用“全网最低”“第一”等绝对化用语", "未经授权使用他人音乐", "真实展示产品的使用效果", "夸大宣传产品功效"],
    "C",
    "真实展示使用效果是合规的；绝对化用语、侵权素材和虚假宣传都有违规风险。",
    ["合规"],
    3,
  ),
  multiple(
    "以下哪些属于直播间常见的互动玩法？",
    ["福袋抽奖", "限时秒杀", "评论区问答", "关闭评论"],
    "ABC",
    "福袋、秒杀和问答都能提升停留与互动；关闭评论会降低互动。",
    ["直播", "互动"],
  ),
  multiple(
    "一条短视频的拍摄脚本通常包括哪些要素？",
    ["每个镜头的画面内容", "台词或字幕", "时长与节奏安排", "主播的身份证号"],
    "ABC",
    "脚本规划镜头、台词、时长与节奏，让拍摄和剪辑有据可依。",
    ["短视频", "内容创作"],
  ),
  multiple(
    "提升短视频完播率的有效方法有？",
    ["开头快速抛出亮点或悬念", "删减冗余镜头，控制时长", "配合字幕与音乐卡点增强节奏", "片头加入长时间的品牌标志展示"],
    "ABC",
    "长时间的片头会让用户在开头流失，反而降低完播率。",
    ["短视频", "完播率"],
  ),
  multiple(
    "直播复盘时通常需要关注哪些数据？",
    ["场观与平均停留时长", "互动率", "成交金额与转化率", "主播的身高"],
    "ABC",
    "复盘围绕流量、互动、转化三类数据找问题、定改进。",
    ["直播", "复盘"],
  ),
  multiple(
    "内容营销常见的内容形式有？",
    ["短视频", "图文笔记", "直播", "中长视频"],
    "ABCD",
    "不同形式适合不同场景，常组合使用。",
    ["内容营销基础"],
    2,
  ),
  multiple(
    "下列哪些属于广告法禁止使用的绝对化用语？",
    ["国家级", "最佳", "第一品牌", "好用"],
    "ABC",
    "“国家级”“最佳”“第一”等属于绝对化用语；“好用”是一般描述。",
    ["合规"],
  ),
  multiple(
    "搭建一个直播间需要准备的要素包括？",
    ["灯光与背景布置", "稳定的网络与推流设备", "商品讲解话术与排品", "提前安排的虚假评论"],
    "ABC",
    "虚假评论属于违规行为；人、货、场和设备是直播准备的重点。",
    ["直播", "直播运营"],
  ),
  multiple(
    "选择达人合作种草时，应重点考察？",
    ["粉丝画像与品牌目标人群的匹配度", "历史内容质量与互动数据", "只看粉丝数，越多越好", "以往的合作口碑与合规记录"],
    "ABD",
    "粉丝数不是唯一标准，人群匹配、内容质量与口碑同样重要。",
    ["种草", "达人合作"],
    4,
  ),
  multiple(
    "以下哪些可以作为短视频选题的来源？",
    ["平台热点与热门话题", "用户评论中的高频问题", "同类账号爆款内容的分析", "编造的谣言"],
    "ABC",
    "热点、用户问题与竞品分析都是好的选题来源；谣言违规。",
    ["选题策划"],
  ),
  judge("短视频的点赞数越高，说明它的完播率一定越高。", false, "点赞与完播是两个不同的指标，并无必然关系。", ["短视频", "数据指标"]),
  judge("内容营销的核心是为目标用户持续提供有价值的内容。", true, "价值是内容营销建立信任、促成转化的基础。", ["内容营销基础"]),
  judge("直播带货中可以使用“全网最低价”“销量第一”等用语，只要能吸引用户即可。", false, "这类绝对化用语违反广告法。", ["合规", "直播"]),
  judge("账号定位越垂直，越有利于平台把内容推荐给精准的用户。", true, "垂直定位帮助平台识别账号标签。", ["账号运营"]),
  judge("在短视频中使用未经授权的背景音乐不会有任何版权风险。", false, "应使用平台曲库或已获授权的音乐。", ["合规", "短视频"]),
  judge("直播间平均停留时长是衡量直播内容吸引力的重要指标之一。", true, "停留越久，说明内容越能留住用户。", ["直播", "数据指标"]),
  judge("视频的发布时间对其初始流量没有任何影响。", false, "在目标用户活跃的时段发布，初始互动更好。", ["账号运营"], 2),
  judge("评论区里用户的反馈可以作为优化后续内容的重要依据。", true, "高频问题和意见往往就是下一期的选题。", ["互动", "选题策划"]),
  judge("直播结束后不需要复盘，直接准备下一场即可。", false, "复盘是发现问题、持续提升的关键环节。", ["直播", "复盘"]),
  judge("把同一条视频搬运到多个账号重复发布，有利于账号的长期发展。", false, "搬运重复内容会被平台限流，损害账号权重。", [
    "账号运营",
    "合规",
  ]),
  judge("种草内容应真实展示产品体验，并按规定标明广告或合作信息。", true, "真实与透明是种草内容合规的基本要求。", ["种草", "合规"], 2),
  judge("短视频标题和文案中的关键词有助于视频被用户搜索到。", true, "合理布局关键词能带来搜索流量。", ["短视频", "平台机制"]),
  judge("直播间人气越高，转化率就一定越高。", false, "人气与转化取决于人群是否精准、货品与话术是否匹配。", ["直播", "数据指标"], 2),
  fill(
    "由用户自发创作的内容简称____，由专业机构生产的内容简称____。",
    [
      ["UGC", "用户生成内容"],
      ["PGC", "专业生产内容"],
    ],
    "UGC：User Generated Content；PGC：Professional Generated Content。",
    ["内容营销基础"],
    2,
  ),
  fill("直播电商中，衡量每千次观看带来成交金额的指标是____。", [["GPM", "千次观看成交金额"]], "GPM = 成交金额 ÷ 观看次数 × 1000。", [
    "直播",
    "数据指标",
  ]),
  fill("短视频开头的“黄金____秒”往往决定了用户是否继续观看。", [["3", "三"]], "前 3 秒要快速给出亮点。", ["短视频", "内容创作"], 1),
  fill(
    "直播中，对上架商品的组合与顺序进行规划称为____；直播结束后回顾数据、总结经验称为____。",
    [["排品", "货盘规划"], ["复盘"]],
    "排品决定流量承接与利润结构，复盘让下一场做得更好。",
    ["直播", "直播运营"],
  ),
  fill(
    "营销中的 5A 模型，用户关系依次为了解、吸引、问询、行动和____。",
    [["拥护", "推荐"]],
    "5A：Aware、Appeal、Ask、Act、Advocate。",
    ["内容营销基础"],
    4,
  ),
  short(
    "请简述提升短视频完播率的三种方法。",
    "1. 开头 3 秒抛出亮点、冲突或悬念；2. 控制时长，删去冗余镜头；3. 节奏紧凑，配合字幕、音乐卡点与画面切换；4. 结尾设置互动或悬念引导看完。",
    "答出任意三点且说明理由即可，每点约 3 分。",
    ["短视频", "完播率"],
  ),
  short(
    "请简述一场直播带货从准备到复盘的主要环节。",
    "开播前：确定目标与主题、选品排品、准备话术与脚本、布置场景设备、发布预告；直播中：讲解商品、互动（福袋、问答）、控场与节奏、处理突发情况；直播后：复盘场观、停留、互动、转化等数据，总结问题并制定改进措施。",
    "按准备、直播、复盘三个阶段作答，要点完整即可。",
    ["直播", "直播运营", "复盘"],
  ),
  short(
    "某美妆品牌计划在短视频平台为一款新品做种草，请简要说明内容策划的思路。",
    "明确目标人群与核心卖点；选择匹配人群的达人与内容形式（测评、教程、对比）；围绕用户痛点设计选题和脚本，真实展示使用效果并标明合作；规划发布节奏与互动引导；根据播放、互动、点击与成交数据持续优化。",
    "思路清晰、覆盖人群、卖点、形式、合规与数据优化即可。",
    ["种草", "选题策划"],
    5,
  ),
];

/** 巨量引擎营销认证（初级）(KS-ADS-01): account setup, targeting, bidding, data analysis. */
const ADS_BANK: Draft[] = [
  single(
    "在巨量引擎广告投放中，经典的账户层级结构从上到下依次是？",
    ["账户 — 广告组 — 广告计划 — 广告创意", "广告创意 — 广告计划 — 账户", "广告计划 — 账户 — 广告创意", "广告组 — 账户 — 广告计划"],
    "A",
    "账户下建广告组，广告组下建计划，计划下挂创意。",
    ["账户搭建"],
    1,
  ),
  single(
    "CPM 计费方式是按什么收费？",
    ["每千次展示", "每次点击", "每次转化", "每天固定费用"],
    "A",
    "CPM：Cost Per Mille，每千次展示的费用。",
    ["出价", "计费方式"],
    1,
  ),
  single(
    "oCPM 的含义是？",
    ["以转化为优化目标、按展示计费的智能出价方式", "按点击计费的手动出价", "固定包月价格", "按应用下载次数收费"],
    "A",
    "oCPM 按展示扣费，系统根据转化目标和出价智能决定向谁展示。",
    ["出价"],
    3,
  ),
  single(
    "点击率（CTR）的计算公式是？",
    ["点击数 ÷ 展示数", "转化数 ÷ 点击数", "消耗 ÷ 转化数", "展示数 ÷ 点击数"],
    "A",
    "点击率 = 点击数 ÷ 展示数 × 100%。",
    ["数据分析"],
  ),
  single(
    "转化成本的计算公式是？",
    ["消耗 ÷ 转化数", "转化数 ÷ 消耗", "点击数 ÷ 转化数", "展示数 ÷ 消耗"],
    "A",
    "转化成本 = 广告消耗 ÷ 转化数。",
    ["数据分析"],
  ),
  single(
    "希望广告只展示给一线城市 25-35 岁的女性用户，应使用哪类设置？",
    ["地域、年龄、性别定向", "投放时段", "日预算", "创意分类"],
    "A",
    "地域、年龄、性别属于基础定向。",
    ["定向"],
    1,
  ),
  single(
    "定向中“排除已转化用户”的主要作用是？",
    ["避免向已转化用户重复投放，节省预算", "扩大覆盖范围", "自动提高出价", "提高素材清晰度"],
    "A",
    "已转化的用户再看到同一广告价值很低，排除后预算花在新用户上。",
    ["定向", "人群包"],
  ),
  single(
    "新建的广告计划处于学习期时，以下做法较合理的是？",
    ["避免频繁、大幅修改出价和定向", "每小时修改一次出价", "立即暂停计划", "频繁更换转化目标"],
    "A",
    "学习期内模型需要稳定的数据积累，频繁调整会让学习重新开始。",
    ["出价", "投放优化"],
    3,
  ),
  single(
    "日预算设置过低，最可能导致？",
    ["广告过早消耗完毕，错过后续流量", "转化成本必然下降", "展示量无限增长", "广告审核不通过"],
    "A",
    "预算过低会让计划早早撞线下线，也不利于模型学习。",
    ["账户搭建", "预算"],
  ),
  single(
    "电商投放中常说的 ROI，通常指？",
    ["成交金额 ÷ 广告消耗", "广告消耗 ÷ 成交金额", "点击数 ÷ 展示数", "转化数 ÷ 点击数"],
    "A",
    "ROI 越高，单位广告花费带来的成交越多。",
    ["数据分析"],
  ),
  single(
    "做素材 A/B 测试时，正确的做法是？",
    ["只改变一个变量，其他条件保持一致", "同时改变所有变量", "不设置对照组", "只看一小时的数据就下结论"],
    "A",
    "控制变量并积累足够数据，结论才可信。",
    ["创意素材", "数据分析"],
    3,
  ),
  single(
    "转化追踪（转化回传）的作用是？",
    ["把用户在落地页或应用内的转化行为回传给平台，用于统计和优化", "增加广告展示次数", "自动修改素材", "设置日预算"],
    "A",
    "没有准确的转化回传，平台就无法按转化目标优化。",
    ["账户搭建", "转化追踪"],
    3,
  ),
  single(
    "以下哪种出价方式更适合以品牌曝光为主要目标的投放？",
    ["CPM", "CPA", "oCPC", "按成交付费"],
    "A",
    "品牌曝光关注触达人数与频次，按千次展示购买最直接。",
    ["出价", "计费方式"],
  ),
  multiple("常见的基础定向维度包括？", ["地域", "年龄", "性别", "素材时长"], "ABC", "素材时长是创意属性，不是定向维度。", ["定向"], 2),
  multiple(
    "下列哪些是衡量广告效果的核心指标？",
    ["展示量", "点击率", "转化率", "转化成本"],
    "ABCD",
    "从曝光、点击到转化，逐层判断广告效果。",
    ["数据分析"],
  ),
  multiple(
    "广告账户开户通常需要提交哪些资料？",
    ["营业执照", "特殊行业的资质证明", "推广的落地页或应用信息", "法定代表人的社交账号密码"],
    "ABC",
    "任何情况下都不应提交账号密码。",
    ["账户搭建", "开户"],
  ),
  multiple(
    "计划的转化成本持续偏高时，可以考虑的优化方向有？",
    ["优化或更换创意素材", "检查定向是否过窄或不精准", "优化落地页加载速度与转化路径", "学习期内每小时大幅调整出价"],
    "ABC",
    "频繁大幅调价会打断模型学习，往往让成本更不稳定。",
    ["投放优化"],
    4,
  ),
  multiple(
    "以下哪些属于兴趣或行为定向的应用？",
    [
      "向近期搜索过“护肤”的用户投放美妆广告",
      "向关注健身内容的用户投放运动装备广告",
      "只按投放时段选择用户",
      "向常看汽车内容的用户投放车型广告",
    ],
    "ABD",
    "投放时段是排期设置，不是兴趣或行为定向。",
    ["定向"],
  ),
  multiple(
    "投放报表显示“点击率高但转化率低”，可能的原因有？",
    ["落地页内容与广告创意不一致", "落地页加载慢或表单过长", "素材标题夸大，吸引了非目标用户", "广告展示量太少"],
    "ABC",
    "点击后的环节出了问题，应排查落地页与人群是否匹配。",
    ["数据分析", "投放优化"],
    4,
  ),
  multiple(
    "设置投放时段时应考虑哪些因素？",
    ["目标用户的活跃时间", "客服或销售的在线时间", "历史数据中转化较好的时段", "竞争对手负责人的作息"],
    "ABC",
    "时段设置要兼顾用户活跃、承接能力和历史效果。",
    ["账户搭建", "投放优化"],
  ),
  judge("出价越高，广告一定能获得越多的转化。", false, "转化还取决于素材质量、定向与预估转化率。", ["出价"]),
  judge("广告计划在学习期内频繁修改出价和定向，会影响模型学习。", true, "学习期应尽量保持设置稳定。", ["出价", "投放优化"], 2),
  judge("定向越窄越精准，广告效果就一定越好。", false, "定向过窄会让计划拿不到量、成本反而升高。", ["定向"], 2),
  judge("点击率等于点击数除以展示数。", true, "CTR = 点击数 ÷ 展示数。", ["数据分析"]),
  judge("oCPM 是按转化计费的出价方式。", false, "oCPM 以转化为优化目标，但按展示计费。", ["出价"], 3),
  judge("转化追踪设置错误，会导致平台无法准确优化投放。", true, "模型依赖准确的转化数据。", ["转化追踪"], 2),
  judge("医疗、金融等特殊行业投放广告，需要提供相应的行业资质。", true, "特殊行业须按规定提交资质。", ["开户", "合规"]),
  judge("广告素材可以随意使用明星肖像，无需获得授权。", false, "使用他人肖像须获得授权，否则侵权。", ["创意素材", "合规"]),
  judge("排除已转化人群可以减少预算浪费。", true, "避免向已转化用户重复投放。", ["定向", "人群包"]),
  judge("分析投放数据时只需要看消耗，不需要关注转化成本。", false, "消耗只说明花了多少，转化成本才说明花得值不值。", ["数据分析"]),
  judge("做 A/B 测试时应控制变量，一次只比较一个因素。", true, "同时改多个因素就无法判断是哪个起了作用。", ["创意素材", "数据分析"], 2),
  judge("日预算设置后，在投放过程中不能再修改。", false, "日预算可随时调整，但要避免过于频繁。", ["预算"]),
  judge(
    "同一账户内多个计划的定向高度重合，可能导致计划之间相互争抢流量。",
    true,
    "重合的计划会在同一人群上竞争，抬高成本。",
    ["账户搭建", "定向"],
    3,
  ),
];

export const section = (type: QuestionType, count: number, points: number): PaperSection => ({
  type,
  count,
  points,
  tags: [],
  difficulties: [],
  questionIds: [],
});

/** The demo exams' banks and paper rules, by kaoShiId. */
const BANKS: { kaoShiId: string; drafts: Draft[]; rules: PaperRules }[] = [
  {
    kaoShiId: "KS-CONTENT-01",
    drafts: CONTENT_BANK,
    rules: {
      sections: [
        section("single", 10, 4),
        section("multiple", 5, 6),
        section("judge", 10, 1),
        section("fill", 2, 5),
        section("short", 1, 10),
      ],
      shuffleQuestions: true,
      shuffleOptions: true,
    },
  },
  {
    kaoShiId: "KS-ADS-01",
    drafts: ADS_BANK,
    rules: {
      sections: [section("single", 10, 5), section("multiple", 5, 6), section("judge", 10, 2)],
      shuffleQuestions: true,
      shuffleOptions: true,
    },
  },
];

/** A draft through the back office's own form schema, so a seeded question is one an operator could have saved. */
export function toStored(d: Draft, serves: { examIds?: number[]; courseIds?: number[] }): StoredQuestion {
  const base = { type: d.type, stem: d.stem, image: "", analysis: d.analysis, tags: d.tags, difficulty: d.difficulty, ...serves };
  const input =
    "options" in d
      ? { ...base, options: d.options.map((text, i) => ({ id: OPTION_IDS[i], text })), correctOptions: [...d.right] }
      : "judge" in d
        ? { ...base, correctOptions: [d.judge ? "T" : "F"] }
        : "blanks" in d
          ? { ...base, blankAnswers: d.blanks }
          : { ...base, referenceAnswer: d.reference };
  const checked = v.safeParse(QuestionFormSchema, input);
  if (!checked.success) throw new Error(`题库种子数据无效：${d.stem}：${checked.issues[0].message}`);
  return checked.output;
}

/**
 * 题库 of two demo exams (内容营销基础认证 and 巨量引擎营销认证（初级）) and their paper rules, with subjectNum and zongFen
 * as the rules give them. An exam that already has questions keeps them, and rules already set stay: safe to run again.
 */
export async function seedQuestionBank(db: Db, log: SeedLog = silentLog) {
  const step = log.step("题库", BANKS.length);
  for (const bank of BANKS) {
    const [exam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.kaoShiId, bank.kaoShiId)).limit(1);
    if (exam) {
      const [has] = await db
        .select({ id: examQuestions.id })
        .from(examQuestions)
        .where(arrayContains(examQuestions.examIds, [exam.id]))
        .limit(1);
      if (!has) await db.insert(examQuestions).values(bank.drafts.map((d) => toStored(d, { examIds: [exam.id] })));
      await db
        .update(exams)
        .set({ paperRules: bank.rules, ...paperFigures(bank.rules) })
        .where(and(eq(exams.id, exam.id), isNull(exams.paperRules)));
    }
    step.tick();
  }
  step.done();
}
