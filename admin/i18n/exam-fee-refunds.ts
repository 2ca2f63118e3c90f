/** Messages of exam fee refunds and sponsored exams (spread into zh-cn.ts; docs/decisions/0048). */
export const feeRefundResources = {
  "exam-fee-refunds": {
    name: "考试费退还",
    fields: {
      id: "编号",
      chineseName: "考生",
      userId: "账号",
      examName: "考试",
      registrationId: "报名记录",
      companyName: "报销企业",
      amountFen: "退还金额",
      status: "状态",
      invoiceStatus: "发票",
      reason: "驳回原因",
      refundId: "退款单号",
      createdAt: "申请时间",
      decidedAt: "处理时间",
      q: "企业名称",
    },
  },
  "sponsored-exams": {
    name: "报销考试",
    fields: {
      examId: "考试",
      companyId: "企业",
      createdAt: "添加时间",
    },
  },
};

export const feeRefundApp = {
  exam_fee_refunds: {
    approve: "通过并退款",
    approve_title: "确认原路退还考试费",
    approve_content: "将通过原支付渠道把 %{amount} 退还给 %{name}（%{exam}，%{company}报销），提交后不可撤销。",
    approve_done: "退款已提交支付渠道，已记为已退款",
    refuse: "驳回",
    refuse_title: "驳回退费申请",
    refuse_help: "考生会在站内信和考试记录中看到驳回原因，且不能再次申请",
    refuse_done: "已驳回，已通知考生",
  },
  sponsored_exams: {
    add: "添加报销考试",
    help: "列入报销的考试：本企业的认证员工通过考试后，可在“我的考试”中申请退还在线支付的考试费，经平台审核后原路退回。移出列表不影响已提交的申请。",
    exam_help: "按考试名称搜索",
    remove_title: "移出报销考试",
    remove_content: "移出后，员工将不能再为该考试申请退还考试费（已提交的申请不受影响）。",
  },
};
