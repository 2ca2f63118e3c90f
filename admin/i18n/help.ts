/** Messages of the announcements and help center resources (spread into zh-cn.ts). */
export const helpResources = {
  announcements: {
    name: "公告",
    fields: {
      id: "ID",
      title: "标题",
      subTitle: "副标题",
      types: "展示方式",
      contents: "公告内容",
      startAt: "开始时间",
      endAt: "结束时间",
      published: "已发布",
      sort: "排序",
      createdAt: "创建时间",
      q: "标题",
    },
  },
  "help-categories": {
    name: "帮助分类",
    fields: { id: "ID", name: "分类名称", sort: "排序" },
  },
  "help-entries": {
    name: "帮助问答",
    fields: {
      id: "ID",
      categoryId: "分类",
      question: "问题",
      answer: "解答",
      sort: "排序",
      published: "已发布",
      helpful: "有帮助",
      unhelpful: "没帮助",
      createdAt: "创建时间",
      updatedAt: "更新时间",
      q: "问题或解答",
    },
  },
};

export const helpApp = {
  announcements: {
    preview: "首页预览",
    types_help: "滚动横幅在首页顶部滚动；可关闭卡片关闭后不再显示；详情弹窗打开首页时立即弹出",
    popup: "详情弹窗",
  },
  help: {
    answer_help: "空一行分段；以“- ”开头的行显示为列表",
    votes: "有帮助 %{helpful} · 没帮助 %{unhelpful}",
  },
  load_test: {
    title: "压测",
    intro: "以签名接口 Help/yace 连续发送 %{runs} 次固定样例请求（每次读取帮助中心），测量整条链路的耗时、吞吐量与失败数。",
    start: "开始压测",
    running: "进行中 %{done} / %{runs}",
    elapsed: "总耗时",
    throughput: "吞吐量",
    per_second: "%{count} 次/秒",
    failed: "失败",
    latency: "单次耗时（中位数 / P95 / 最长）",
    failures: "失败原因",
    none: "无",
  },
};
