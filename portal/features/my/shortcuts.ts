/** Entries of the my area (spec 001 "My area"); every one a page of the portal (portal/features/my/tests). */
export const SHORTCUTS = [
  { href: "/my/mycourse", title: "我的课程", text: "在学、学完与收藏的课程" },
  { href: "/my/trainingattend", title: "参加的培训", text: "报名过的直播课与回放" },
  { href: "/my/letter", title: "站内信", text: "报名审核结果与课程通知" },
  { href: "/growplan/planlist", title: "成长计划", text: "按岗位定制的学习路径" },
  { href: "/growplan/learnrecord", title: "学习记录", text: "每天学了哪些课程、多长时间" },
  { href: "/my/edit", title: "编辑资料", text: "完善姓名、公司、行业等信息" },
  { href: "/my/examinfo", title: "考试记录", text: "报名、成绩、证书与发票" },
  { href: "/my/cercontinue", title: "我的学分", text: "查看学分明细与有效期" },
  { href: "/my/medal", title: "我的勋章", text: "已获得与待解锁的勋章等级" },
  { href: "/my/radar", title: "能力雷达", text: "十项技能的学习画像" },
  { href: "/my/specialexam", title: "专项考试", text: "成长计划中的考试与通过情况" },
  { href: "/jshop/exchange", title: "兑换记录", text: "积分兑换的订单与物流" },
  { href: "/my/card", title: "学习卡", text: "绑定与使用学习卡" },
  { href: "/my/bindcompany", title: "绑定公司", text: "绑定所在公司，由企业审核" },
  { href: "/ZhaoPin/mycv/", title: "我的简历", text: "完善简历，公开后企业可以找到您" },
  { href: "/ZhaoPin/Applied", title: "我的投递", text: "投递过的职位与招聘进度" },
];
