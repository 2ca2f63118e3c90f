/** Messages of company binding requests and learning-card batches (spread into zh-cn.ts). */
export const bindingResources = {
  "company-bindings": {
    name: "企业绑定申请",
    empty_pending: "暂无待审核的绑定申请",
    decide: "审核",
    decision_help: "通过后该公司成为此人的所属公司；拒绝需填写原因。结果会以站内信通知申请人",
    fields: {
      id: "编号",
      personName: "申请人",
      personMobile: "手机号",
      companyId: "公司",
      companyName: "公司",
      employeeId: "工号",
      status: "状态",
      decision: "审核结果",
      reason: "原因",
      createdAt: "申请时间",
      decidedAt: "审核时间",
    },
  },
  "card-batches": {
    name: "学习卡批次",
    fields: {
      id: "编号",
      name: "批次名称",
      count: "数量",
      boundCount: "已绑定",
      disabled: "已停用",
      courseIds: "包含课程",
      examIds: "考试代金券",
      note: "备注",
      createdBy: "创建人",
      createdAt: "创建时间",
      q: "批次名称或备注",
    },
  },
  "learning-cards": {
    name: "学习卡",
    fields: { id: "编号", batchId: "批次", cardNo: "卡号", boundBy: "绑定人", boundAt: "绑定时间", createdAt: "创建时间" },
  },
};

export const bindingApp = {
  card_batches: {
    count_help: "一次最多1000张；每张卡各有卡号和一次性密码",
    courses_help: "绑定后自动开通这些课程",
    exams_help: "每张卡为每门考试各附一张代金券",
    created: "学习卡已生成，卡号与密码已下载为CSV。密码只显示这一次，请妥善保存",
    bound_of: "已绑定 %{bound} / %{count} 张",
    export: "导出卡号与状态",
    toggle: "停用/启用",
    cards: "学习卡",
    disabled_help: "停用后本批次未绑定的卡不能再绑定；已绑定的卡不受影响",
  },
};
