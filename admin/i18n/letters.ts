/** The back office's texts for letters sent to users (站内信). */
export const lettersResources = {
  "letter-broadcasts": {
    name: "站内信",
    fields: {
      id: "ID",
      audience: "收件人范围",
      userId: "收件人",
      role: "角色",
      title: "标题",
      content: "内容",
      link: "链接",
      recipients: "收件人数",
      sentBy: "发送人",
      createdAt: "发送时间",
      q: "标题",
    },
  },
};

export const lettersApp = {
  letters: {
    create_title: "发送站内信",
    link_help: "可选：点开信件后跳转的本站页面，如 /Training/Detail/demo-upcoming",
    recipients: "%{smart_count} 人",
  },
};
