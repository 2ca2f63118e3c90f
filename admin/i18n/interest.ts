/** The back office's texts for the interest survey's option tree. */
export const interestResources = {
  "interest-options": {
    name: "兴趣问卷选项",
    fields: {
      id: "ID",
      cateId: "分类",
      parentId: "上级选项",
      title: "选项名称",
      value: "选项值",
      sort: "排序",
      exclusive: "互斥选项",
      isOther: "“其他”（可填写）",
      childTitle: "追问题目",
      childMultiple: "追问可多选",
      q: "选项名称",
    },
  },
};

export const interestApp = {
  interest: {
    all_cates: "全部分类",
    top_level: "（顶级选项）",
    parent_help: "留空为该分类的顶级选项；选择上级后，本选项属于选中上级时才出现的追问（如“流量主”“是”下的选项）",
    value_help: "问卷中的选项值，如“暂无营销行为”为 88",
    child_title_help: "选中本选项后出现的追问题目，如“是否已接入广告变现平台”；没有追问时留空",
    exclusive_help: "如“暂无营销行为”：选中后同一题的其他选项自动取消",
  },
};
