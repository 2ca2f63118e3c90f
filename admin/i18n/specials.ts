/** The back office's texts for special columns (专栏): the columns, their tabs and the tabs' sessions and courses. */
export const specialsResources = {
  "special-columns": {
    name: "专栏",
    fields: { id: "ID", title: "专栏名称", cover: "封面地址", summary: "专栏简介", sort: "排序", published: "已上线", q: "专栏名称" },
  },
  "special-column-tabs": {
    name: "专栏栏目",
    fields: { id: "ID", specialColumnId: "专栏", name: "栏目名称", roleId: "角色ID", sort: "排序" },
  },
  "special-tab-items": {
    name: "栏目内容",
    fields: { id: "ID", tabId: "栏目", trainingId: "直播", courseId: "课程", sort: "排序" },
  },
};

export const specialsApp = {
  specials: {
    tab_basic: "基本信息",
    tab_tabs: "栏目与内容",
    add_tab: "添加栏目",
    add_item: "添加内容",
    item_count: "内容数",
    role_help: "0 表示所有人可见；其他数字为面向的角色",
    one_of_help: "直播与课程二选一",
  },
};
