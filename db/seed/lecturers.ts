/** The demo lecturers: Chinese names with the titles (职称/头衔) a session page shows beside their portraits. */
export const LECTURERS = {
  wang: { name: "王晓岚", title: "巨量引擎认证讲师" },
  chen: { name: "陈思远", title: "效果广告优化专家" },
  lin: { name: "林雅婷", title: "电商直播运营总监" },
  zhou: { name: "周启明", title: "商业数据分析师" },
  zhao: { name: "赵静怡", title: "品牌营销顾问" },
  liu: { name: "刘一鸣", title: "代理商成长负责人" },
} as const;

export type LecturerKey = keyof typeof LECTURERS;
