/** The back office's texts for growth plans, their stages and tasks. */
export const growPlanResources = {
  "grow-plans": {
    name: "成长计划",
    fields: {
      id: "ID",
      name: "计划名称",
      summary: "计划简介",
      postIds: "适用岗位",
      stageIds: "适用成长阶段",
      industryIds: "适用行业",
      isSpecial: "专项计划",
      published: "已发布",
      createdAt: "创建时间",
      q: "计划名称",
    },
  },
  "grow-plan-steps": {
    name: "成长计划阶段",
    fields: { id: "ID", planId: "所属计划", title: "阶段标题", sort: "排序", q: "阶段标题" },
  },
  "grow-plan-tasks": {
    name: "成长计划任务",
    fields: {
      id: "ID",
      stepId: "所属阶段",
      title: "任务标题",
      kind: "任务类型",
      courseId: "课程",
      trainingId: "直播课程",
      examId: "考试",
      sort: "排序",
      q: "任务标题",
    },
  },
  "grow-plan-courses": { name: "课程", fields: { id: "ID", title: "课程名称" } },
};

export const growPlanApp = {
  grow_plans: {
    any_help: "不选即适用全部；学员选择的岗位、阶段、行业都适用时，优先匹配限定条件最多的计划",
    special_help: "专项计划只能通过计划链接打开，不会按学员的选择匹配",
    steps: "阶段",
    add_step: "添加阶段",
    tasks: "任务",
    add_task: "添加任务",
  },
};
