/** The back office's texts for interview invitations (面试邀请; spread into zh-cn.ts; docs/decisions/0056). */
export const interviewsResources = {
  interviews: {
    name: "面试安排",
    fields: {
      id: "编号",
      candidateName: "候选人",
      positionTitle: "职位",
      startsAt: "面试时间（北京时间）",
      place: "面试地点",
      onlineUrl: "线上会议链接",
      contactName: "联系人",
      contactPhone: "联系电话",
      note: "备注",
      status: "状态",
      replyNote: "候选人留言",
      proposedAt: "希望改约至",
      cancelReason: "取消原因",
      reason: "取消原因",
      createdAt: "发出时间",
    },
  },
};

export const interviewsApp = {
  dashboard_interviews: {
    reschedule: "候选人申请改约",
    accepted: "已接受的面试",
  },
  interviews: {
    invite: "邀请面试",
    invite_title: "邀请面试",
    invite_help: "候选人会收到站内信和短信，可在“我的投递”中接受、拒绝或申请改约；面试前两小时双方都会收到提醒。",
    where_help: "面试地点与线上会议链接至少填写一项",
    url_help: "以 http(s):// 开头，候选人可直接打开",
    send: "发送邀请",
    sent: "面试邀请已发送，已通知候选人",
    list: "面试邀请",
    none: "还没有发出面试邀请",
    open_hint: "已有进行中的面试邀请；如需另约时间，请先取消后重新邀请。",
    sent_at: "发出于 %{time}",
    contact: "联系人：%{name} %{phone}",
    reply_note: "候选人留言：%{note}",
    proposed: "候选人希望改约至 %{time}",
    cancelled_by_company: "企业已取消：%{reason}",
    cancelled_by_candidate: "候选人已取消：%{reason}",
    cancel: "取消面试",
    cancel_title: "取消这次面试",
    cancel_help: "候选人会在站内信和短信中看到取消原因",
    cancelled: "已取消面试，已通知候选人",
  },
};
