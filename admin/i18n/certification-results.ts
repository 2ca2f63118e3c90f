/** Messages of the results and certificates screens (spread into zh-cn.ts). */
export const resultsResources = {
  "exam-results": {
    name: "考试成绩",
    fields: {
      id: "报名编号",
      examId: "考试",
      chineseName: "姓名",
      companyName: "公司",
      phone: "手机号",
      status: "状态",
      score: "分数",
      bookedAt: "预约时间",
      resultAt: "录入时间",
      q: "姓名或手机号",
    },
  },
  certificates: {
    name: "证书",
    fields: {
      number: "证书编号",
      holderName: "持证人",
      kind: "证书类型",
      examName: "考试或课程",
      examId: "考试",
      courseId: "课程",
      score: "分数",
      issuedAt: "发证时间",
      expiresAt: "有效期至",
      status: "状态",
      code: "查询码",
      idCard: "身份证号",
      revokeReason: "撤销原因",
      q: "证书编号或姓名",
    },
  },
  "certificate-verifications": {
    name: "证书验证记录",
    fields: { at: "时间", how: "方式", ip: "IP 地址" },
  },
};

export const resultsApp = {
  exam_results: {
    record: "录入成绩",
    record_title: "录入成绩：%{name}",
    record_help: "达到合格分即为通过，并自动发放证书；录入后会以站内信和短信通知考生",
    passed_done: "已录入：考试通过，证书编号 %{number}",
    failed_done: "已录入：考试未通过",
    import: "导入成绩",
    import_title: "从 CSV 导入成绩",
    import_help:
      "UTF-8 编码的 CSV 文件，首行为表头：%{columns}。每行用“报名编号”或“手机号 + 考试编号”指明考生；填写姓名时须与报名信息一致。重复导入同一文件不会重复录入。",
    import_file: "选择 CSV 文件",
    progress: "导入进度",
    progress_text: "已处理 %{done} / %{total} 行",
    import_done: "导入完成：录入 %{applied} 行，已录入未变 %{unchanged} 行，未通过校验 %{rejected} 行",
    rejected: "未导入的行",
    line: "行号",
    reason: "原因",
  },
  certificates: {
    qr: "验证二维码",
    log: "验证记录",
    revoke: "撤销证书",
    revoke_title: "撤销证书 %{number}",
    revoke_help: "撤销后证书查询和验证页会显示“已撤销”，持证人会收到站内信",
    revoked: "证书已撤销",
    restore: "恢复证书",
    restored: "证书已恢复",
  },
};
