/** Messages of training-event grading: the questions per session and the averages (spread into zh-cn.ts). */
export const gradingResources = {
  "grade-questions": {
    name: "评分问题",
    fields: {
      id: "ID",
      trainingId: "直播课程",
      title: "问题",
      lecturer: "评价讲师",
      items: "评分项",
      sort: "排序",
      answered: "作答份数",
      createdAt: "创建时间",
      updatedAt: "更新时间",
      q: "问题 / 讲师",
    },
  },
  "grade-results": {
    name: "评分统计",
    fields: { title: "直播课程", startAt: "开始时间", gradings: "评分人数", average: "平均分（满分5分）" },
  },
  /** The lecturer export's headers (no resource of its own: a table of the 评分统计 page). */
  "grade-lecturers": {
    name: "讲师评分",
    fields: { lecturer: "讲师", sessions: "课程数", gradings: "评分人数", average: "平均分（满分5分）" },
  },
};

export const gradingApp = {
  grading: {
    lecturer_help: "选择讲师时，该问题的得分计入该讲师的平均分；整场课程不计入讲师",
    sort_help: "数字越小越靠前",
    by_session: "各课程平均分",
    by_lecturer: "各讲师平均分",
    chart_label: "%{what}柱状图",
    empty: "暂无评分",
    load_error: "评分统计加载失败，请刷新重试",
    detail: "评分详情",
    answers: "%{n} 人",
    suggestions: "意见与建议",
    no_suggestions: "暂无意见与建议",
  },
};
