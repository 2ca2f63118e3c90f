/** Messages of the content library resources (spread into zh-cn.ts). */
const itemFields = {
  id: "ID",
  cateId: "分类",
  title: "标题",
  cover: "封面图片",
  summary: "摘要",
  body: "正文",
  tags: "标签",
  published: "已发布",
  sort: "排序",
  createdAt: "创建时间",
  updatedAt: "更新时间",
  q: "标题",
};

export const contentResources = {
  "content-categories": { name: "内容分类", fields: { id: "ID", lwId: "所属栏目", name: "分类名称", sort: "排序" } },
  "content-solutions": { name: "解决方案", fields: itemFields },
  "content-articles": { name: "方案文章", fields: { ...itemFields, solutionId: "所属解决方案", types: "文章类型" } },
  "content-cases": { name: "案例", fields: itemFields },
  "content-ideas": { name: "创意", fields: itemFields },
  "content-rewards": { name: "激励政策", fields: itemFields },
};

export const contentApp = {
  content: {
    cover_help: "图片地址，以 / 或 https:// 开头；可留空",
    body_help: "纯文本，空一行分段",
    tags_help: "多个标签用逗号分隔，最多10个",
    sort_help: "数字越大越靠前",
    cate_sort_help: "数字越小越靠前",
    search_title: "搜索标题",
    published: "已发布",
    draft: "未发布",
  },
};
