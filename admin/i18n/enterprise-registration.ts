/** Messages of enterprise registrations waiting for an operator (spread into zh-cn.ts). */
export const registrationReviewResources = {
  "enterprise-applications": {
    name: "企业认证",
    fields: {
      id: "编号",
      userId: "申请人账号",
      chineseName: "申请人",
      mobile: "手机号",
      companyName: "企业名称",
      accountId: "企业账号",
      status: "状态",
      reason: "不通过原因",
      companyId: "所属公司",
      companyNameMatched: "已有同名公司",
      createdAt: "申请时间",
      decidedAt: "审核时间",
      q: "企业名称、账号、姓名或手机号",
    },
  },
};

export const registrationReviewApp = {
  enterprise_applications: {
    approve: "通过",
    approve_title: "通过企业认证",
    approve_help: "通过后该账号成为所选公司的企业账号，可登录企业后台；申请人会收到站内信和短信",
    company_choice: "所属公司",
    use_existing: "使用已有公司",
    create_new: "新建公司「%{name}」",
    company_required: "请选择已有公司",
    approve_done: "已通过，申请人已收到通知",
    refuse: "不通过",
    refuse_title: "企业认证不通过",
    refuse_help: "原因会以站内信和短信告知申请人",
    refuse_done: "已设为不通过，申请人已收到通知",
    no_match: "没有，通过时将新建公司",
  },
};
