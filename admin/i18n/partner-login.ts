/** 合作方登录 and 代理商授权码 (docs/decisions/0037). */
export const partnerLoginResources = {
  "oauth-partners": {
    name: "合作方登录",
    fields: {
      id: "编号",
      name: "合作方名称",
      redirectUrl: "登录后跳转地址",
      enabled: "启用",
      hasSecret: "已生成密钥",
      secretIssuedAt: "密钥生成时间",
      createdAt: "创建时间",
      q: "合作方名称",
    },
  },
  "reseller-auth-codes": {
    name: "代理商授权码",
    fields: {
      id: "编号",
      resellerName: "代理商名称",
      codeHint: "授权码末四位",
      maxUses: "可用人数（0 为不限）",
      uses: "已登录人数",
      enabled: "启用",
      expiresAt: "截止时间",
      createdAt: "创建时间",
      q: "代理商名称",
    },
  },
};

export const partnerLoginApp = {
  oauth_partners: {
    issue: "生成新密钥",
    issue_title: "合作方密钥",
    issue_confirm: "生成新密钥后，旧密钥立即失效，合作方须改用新密钥签名。确定生成吗？",
    issued_help:
      "密钥只显示这一次，请立即复制并安全地交给合作方。合作方用它对 stamp（秒级时间戳.随机串）做 HMAC-SHA256，十六进制结果即 sign，再把用户带到：",
    redirect_help: "以 / 开头的本站页面，或 https:// 开头的合作方地址（其站点须在允许跳转的站点列表 REDIRECT_ORIGINS 中）",
  },
  reseller_auth_codes: {
    issue: "生成授权码",
    issue_title: "代理商授权码",
    issue_confirm: "生成新授权码后，旧授权码立即失效（已登录的代理商不受影响）。确定生成吗？",
    issued_help: "授权码只显示这一次，请立即复制登录链接发给代理商：",
    not_issued: "尚未生成",
  },
  issued: { copy: "复制", copied: "已复制", close: "我已复制" },
};

/** 代理商问卷 (docs/decisions/0038). */
export const resellerSurveyResources = {
  "reseller-survey-questions": {
    name: "问卷题目",
    fields: {
      id: "编号",
      title: "题目",
      description: "说明",
      type: "题型",
      sort: "排序",
      isRequired: "必答",
      isHide: "追问（默认隐藏）",
      q: "题目",
    },
  },
  "reseller-survey-options": {
    name: "问卷选项",
    fields: {
      id: "编号",
      questionId: "所属题目",
      title: "选项 / 填空项",
      sort: "排序",
      joinShowQuestionId: "选中后追问",
      regx: "校验",
      br: "之后换行",
    },
  },
  "reseller-survey-responses": {
    name: "问卷回答",
    fields: {
      id: "编号",
      chineseName: "姓名",
      mobile: "手机号",
      resellerName: "代理商",
      updatedAt: "提交时间",
    },
  },
};

export const resellerSurveyApp = {
  reseller_survey: {
    options: "选项（填空题为各填空项）",
    add_option: "添加选项",
    is_hide_help: "追问题默认隐藏，只有在选中某个选项（在该选项里设置“选中后追问”）时才显示",
    follow_up_help: "只能选择设为“追问（默认隐藏）”的题目",
    export: "导出 CSV",
    answers: "回答",
    file_below: "（图片见下方）",
  },
};
