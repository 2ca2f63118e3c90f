import type { SearchType } from "../service";

/** A realistic mix of what the site holds: live sessions, courses, articles and help center entries. */
export type FixtureDoc = { key: string; type: SearchType; title: string; body: string };

const live = (key: string, title: string, body: string): FixtureDoc => ({ key, type: 1, title, body });
const course = (key: string, title: string, body: string): FixtureDoc => ({ key, type: 2, title, body });
const article = (key: string, title: string, body: string): FixtureDoc => ({ key, type: 3, title, body });
const help = (key: string, title: string, body: string): FixtureDoc => ({ key, type: 4, title, body });

export const CORPUS: FixtureDoc[] = [
  live("live-daihuo", "抖音直播带货实战训练营", "从选品、排品到直播间话术，讲师带你完整走一遍直播带货流程，现场拆解三场千万级直播间。"),
  live("live-qianchuan", "巨量千川投放入门直播课", "千川账户搭建、计划创建与出价方式讲解，适合刚开始做电商广告投放的商家。"),
  live("live-siyu", "私域流量运营：从引流到复购", "企业微信加粉、社群运营与会员体系搭建，分享三个私域复购率提升的真实案例。"),
  live("live-xiaohongshu", "小红书种草笔记写作直播", "爆款笔记的标题、封面与关键词布局，如何通过达人种草带动品牌搜索量。"),
  live("live-bendi", "本地生活团购商家直播分享会", "餐饮与酒旅商家如何上架团购套餐、做好门店自播，提升到店核销率。"),
  live("live-aigc", "AIGC生成广告素材实操直播", "用人工智能工具批量生成视频脚本和图片素材，讲解素材审核规范与版权风险。"),
  live("live-search-ads", "搜索广告关键词出价策略直播", "关键词匹配方式、否定词设置与出价调整，帮助搜索推广降低获客成本。"),
  live("live-brand", "品牌广告与效果广告如何协同", "开屏、信息流品牌广告与效果广告的预算分配，品效协同的度量方法。"),
  live("live-data", "广告数据分析与归因直播课", "转化归因模型、漏斗分析和人群包复盘，教你读懂投放数据报表。"),
  live("live-kuaishou", "快手磁力金牛投放公开课", "快手电商广告产品介绍，磁力金牛的计划设置和直播间引流技巧。"),
  live("live-shipinhao", "视频号直播运营进阶", "视频号直播的流量来源、私域导流与直播间成交转化的运营方法。"),
  live("live-star", "巨量星图达人合作直播讲解", "如何在星图平台筛选达人、下单合作视频，以及达人内容的效果评估。"),
  live("live-new-merchant", "新商家开店第一课直播", "抖音小店入驻流程、保证金与类目资质要求，新手商家开店前必须了解的规则。"),
  live("live-creative", "短视频创意脚本写作直播", "短视频开头三秒的钩子设计、脚本结构与拍摄分镜，提高完播率的技巧。"),
  live("live-game", "游戏行业买量投放策略", "游戏客户如何做素材测试、出价与ROI回收，分享休闲游戏买量案例。"),
  live("live-edu", "教育行业线索获客直播", "教育培训机构如何用表单和私信收集线索，提升线索有效率与到课率。"),
  course("course-ocpm", "oCPM智能出价原理与实操", "理解oCPM两阶段出价、学习期与成本稳定的关系，附账户调优清单。"),
  course("course-account", "广告账户搭建规范课程", "账户结构、计划命名、预算与定向设置的规范，适合新手优化师学习。"),
  course("course-copywriting", "广告文案写作十二讲", "标题公式、卖点提炼与行动号召，十二节课系统提升广告文案能力。"),
  course("course-live-script", "直播间话术设计课程", "开场、留人、逼单与售后话术模板，帮助主播稳定直播间转化。"),
  course("course-anchor", "新人主播成长课程", "主播镜头表现、控场节奏与直播复盘方法，新人主播七天训练计划。"),
  course("course-selection", "电商选品方法论", "如何根据数据选出爆款商品：价格带、利润率、供应链稳定性和季节性。"),
  course("course-crm", "会员营销与用户分层", "RFM模型做用户分层，针对不同层级设计优惠券和会员权益，提升复购。"),
  course("course-seo", "抖音搜索优化SEO课程", "视频标题与话题关键词布局，提升视频在抖音搜索结果中的排名。"),
  course("course-excel", "营销数据Excel分析技巧", "数据透视表、VLOOKUP与图表制作，快速整理投放日报和周报。"),
  course("course-community", "社群运营从0到1", "社群定位、拉新裂变、活动策划与社群规则，打造高活跃用户社群。"),
  course("course-brand-story", "品牌故事与内容营销", "如何讲好品牌故事，用内容营销建立用户信任和品牌认知。"),
  course("course-law", "广告法与合规投放", "广告法禁用词、医疗与金融行业的投放资质，避免素材被拒和账户处罚。"),
  course("course-landing", "落地页设计与转化优化", "落地页首屏布局、表单字段精简与A/B测试，提高落地页转化率。"),
  course("course-video-edit", "剪映短视频剪辑入门", "剪映的基础剪辑、字幕、配乐与转场，快速做出一条合格的带货短视频。"),
  course("course-cert", "巨量引擎营销认证备考课程", "营销认证考试大纲梳理、重点题型讲解与模拟练习，帮助一次通过认证考试。"),
  course("course-local-ops", "门店团购运营课程", "团购套餐设计、评价管理与门店直播，帮助本地生活商家提升销量。"),
  article("case-beauty", "美妆品牌直播间GMV增长三倍案例", "某国货美妆品牌通过店播矩阵与千川投放配合，三个月直播间GMV增长三倍。"),
  article("case-food", "零食品牌短视频种草案例", "休闲零食品牌在抖音与小红书同步种草，通过达人短视频带动新品销量。"),
  article("case-car", "汽车品牌线索获客案例", "汽车经销商用本地推广获取试驾线索，线索成本下降百分之四十。"),
  article("case-tourism", "文旅景区团购营销案例", "景区通过团购套餐和达人探店视频，在节假日实现门票销量翻倍。"),
  article("idea-festival", "双十一大促营销创意合集", "双十一期间品牌的直播、短视频与话题挑战赛创意，附活动节奏表。"),
  article("idea-spring", "春节营销创意灵感", "春节档品牌广告创意：红包互动、家庭故事短片与年货节直播。"),
  article("solution-retail", "零售行业全域经营解决方案", "线上线下一体化：门店、直播间、商城与会员数据打通的全域经营方案。"),
  article("solution-finance", "金融行业合规获客解决方案", "在合规前提下，金融机构如何通过信息流与搜索广告获取有效客户。"),
  article("solution-edu", "教育行业招生解决方案", "教育机构从线索收集、电话邀约到试听转化的完整招生获客方案。"),
  article("solution-game", "游戏发行买量解决方案", "游戏发行期的素材生产、达人推广与买量投放组合方案。"),
  article("reward-creator", "创作者激励计划奖励说明", "优质短视频创作者可获得流量扶持与现金奖励，本文说明奖励规则与申请方式。"),
  article("reward-agent", "服务商季度返点奖励政策", "代理商与服务商季度消耗达标后可获得的返点比例和结算时间。"),
  article("idea-ai", "用AI做营销的十个创意", "人工智能在文案生成、数字人直播和智能客服中的应用创意。"),
  article("case-3c", "3C数码品牌新品发布营销案例", "手机品牌新品发布会直播与开屏广告联动，首发当日销量破纪录。"),
  article("case-mother", "母婴品牌私域会员案例", "母婴品牌用企业微信沉淀会员，社群复购率提升到百分之三十五。"),
  article("solution-local", "本地生活商家经营解决方案", "餐饮、丽人、休闲娱乐商家通过团购、直播与短视频获取到店客流。"),
  help(
    "help-login",
    "登录时收不到短信验证码怎么办",
    "请确认手机号填写正确、手机未开启短信拦截；60秒后可重新获取验证码，仍收不到请联系客服。",
  ),
  help("help-password", "如何修改绑定的手机号", "进入个人中心的账号设置，验证原手机号后即可更换新的手机号。"),
  help("help-invoice", "如何申请发票", "在我的订单中选择已完成的订单申请电子发票，发票将在一到两个月内发送到邮箱。"),
  help("help-cert-query", "认证证书在哪里查询和下载", "通过考试后，可在我的证书页面查看电子证书并下载，纸质证书需单独申请邮寄。"),
  help("help-exam-retake", "认证考试没通过可以补考吗", "考试未通过可在七天后重新报名补考，每个认证每年最多参加三次考试。"),
  help("help-live-replay", "直播结束后在哪里看回放", "直播结束后回放会在直播详情页生成，报名成功的学员可以随时观看回放。"),
  help("help-signup-audit", "直播报名审核需要多久", "需要审核的直播会在一个工作日内完成审核，审核结果会通过短信和站内信通知。"),
  help("help-points", "学习积分有什么用", "学习积分可以在积分商城兑换礼品，积分通过观看课程、参加直播和完成任务获得。"),
  help("help-shop-order", "积分商城订单多久发货", "积分商城的实物礼品一般在七个工作日内发货，可在我的订单中查看物流信息。"),
  help("help-account-cancel", "如何注销学习平台账号", "注销账号后学习记录与证书将无法恢复，请在账号设置中提交注销申请。"),
  help("help-company", "如何填写公司信息", "在个人资料中填写公司全称，系统会根据输入推荐匹配的公司名称。"),
  help("help-browser", "网页打不开或视频播放卡顿", "建议使用最新版浏览器并清除缓存，检查网络后刷新页面，仍有问题请联系客服。"),
  help("help-course-progress", "课程学习进度没有更新", "学习进度在观看结束后几分钟内同步，如长时间未更新请退出后重新进入课程。"),
  help("help-privacy", "个人信息如何保护", "平台依据隐私政策收集和使用个人信息，你可以在账号设置中查看和管理授权。"),
];

/**
 * The relevance set: what people type, and the documents that must come in the first three results. Queries are
 * written the way a person types them (no spaces, particles, mixed Latin letters), not copied from the titles.
 */
export const RELEVANCE: { query: string; expect: string[] }[] = [
  { query: "直播带货", expect: ["live-daihuo"] },
  { query: "千川投放", expect: ["live-qianchuan"] },
  { query: "私域复购", expect: ["live-siyu"] },
  { query: "小红书种草", expect: ["live-xiaohongshu"] },
  { query: "团购直播", expect: ["live-bendi"] },
  { query: "AI生成素材", expect: ["live-aigc"] },
  { query: "搜索广告出价", expect: ["live-search-ads"] },
  { query: "品效协同", expect: ["live-brand"] },
  { query: "广告归因", expect: ["live-data"] },
  { query: "磁力金牛", expect: ["live-kuaishou"] },
  { query: "视频号直播", expect: ["live-shipinhao"] },
  { query: "星图达人", expect: ["live-star"] },
  { query: "抖音小店开店", expect: ["live-new-merchant"] },
  { query: "短视频脚本", expect: ["live-creative"] },
  { query: "游戏买量", expect: ["live-game", "solution-game"] },
  { query: "教育线索", expect: ["live-edu"] },
  { query: "ocpm出价", expect: ["course-ocpm"] },
  { query: "账户搭建", expect: ["course-account"] },
  { query: "广告文案", expect: ["course-copywriting"] },
  { query: "直播话术", expect: ["course-live-script"] },
  { query: "新人主播", expect: ["course-anchor"] },
  { query: "选品", expect: ["course-selection"] },
  { query: "用户分层", expect: ["course-crm"] },
  { query: "抖音搜索优化", expect: ["course-seo"] },
  { query: "excel数据透视表", expect: ["course-excel"] },
  { query: "社群运营", expect: ["course-community"] },
  { query: "广告法禁用词", expect: ["course-law"] },
  { query: "落地页转化", expect: ["course-landing"] },
  { query: "剪映剪辑", expect: ["course-video-edit"] },
  { query: "营销认证考试", expect: ["course-cert"] },
  { query: "美妆GMV", expect: ["case-beauty"] },
  { query: "零食种草", expect: ["case-food"] },
  { query: "汽车线索", expect: ["case-car"] },
  { query: "景区门票", expect: ["case-tourism"] },
  { query: "双十一", expect: ["idea-festival"] },
  { query: "春节营销", expect: ["idea-spring"] },
  { query: "全域经营", expect: ["solution-retail"] },
  { query: "金融合规获客", expect: ["solution-finance"] },
  { query: "招生方案", expect: ["solution-edu"] },
  { query: "创作者奖励", expect: ["reward-creator"] },
  { query: "服务商返点", expect: ["reward-agent"] },
  { query: "数字人直播", expect: ["idea-ai"] },
  { query: "手机新品发布", expect: ["case-3c"] },
  { query: "母婴会员", expect: ["case-mother"] },
  { query: "收不到验证码", expect: ["help-login"] },
  { query: "修改手机号", expect: ["help-password"] },
  { query: "申请发票", expect: ["help-invoice"] },
  { query: "证书下载", expect: ["help-cert-query"] },
  { query: "考试补考", expect: ["help-exam-retake"] },
  { query: "直播回放在哪看", expect: ["help-live-replay"] },
  { query: "报名审核", expect: ["help-signup-audit"] },
  { query: "积分兑换", expect: ["help-points"] },
  { query: "商城发货", expect: ["help-shop-order"] },
  { query: "注销账号", expect: ["help-account-cancel"] },
  { query: "视频卡顿", expect: ["help-browser"] },
  { query: "学习进度不更新", expect: ["help-course-progress"] },
  { query: "隐私政策", expect: ["help-privacy"] },
];

/** A live session as operators enter it: its lecturers are JSON, indexed through the live sessions' own path. */
export type LecturedSession = { key: string; title: string; body: string; lecturers: { name: string; title: string }[] };

/**
 * Sessions whose only tie to a query is who gives them (营销 and 品牌 in the lecturers' titles, twice for one),
 * indexed after the corpus so that a tie in rank would put them first.
 */
export const LECTURED: LecturedSession[] = [
  {
    key: "lecturer-store-live",
    title: "门店自播引流实操",
    body: "讲解本地门店做自播的排期与营销节奏，以及直播间引流到店的核销方法。",
    lecturers: [{ name: "周启明", title: "本地生活运营讲师" }],
  },
  {
    key: "lecturer-account-audit",
    title: "投放账户诊断公开课",
    body: "现场诊断三个学员账户，讲解计划结构与预算分配中的常见问题。",
    lecturers: [{ name: "王晓岚", title: "资深营销顾问、营销培训师" }],
  },
  {
    key: "lecturer-qa",
    title: "新手优化师答疑直播",
    body: "收集一周内学员提问，逐一解答开户、审核与出价问题。",
    lecturers: [
      { name: "陈思远", title: "用户增长专家" },
      { name: "林雅婷", title: "品牌营销总监" },
    ],
  },
];

/** Queries that a lecturer's title answers too: every title or body match must come before those sessions. */
export const BYLINE_BELOW: { query: string; lecturerOnly: string[] }[] = [
  { query: "营销", lecturerOnly: ["lecturer-account-audit", "lecturer-qa"] },
  { query: "品牌", lecturerOnly: ["lecturer-qa"] },
];
