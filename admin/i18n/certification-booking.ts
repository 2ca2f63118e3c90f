/** Messages of the exam sittings and their booked candidates (spread into zh-cn.ts). */
export const bookingResources = {
  "exam-sessions": {
    name: "考试场次",
    fields: {
      id: "ID",
      examId: "考试",
      name: "场次名称",
      startAt: "开始时间",
      seats: "座位数",
      seatsTaken: "已预约",
      seatsLeft: "剩余座位",
      url: "考试链接",
      mode: "考试方式",
      closesAt: "停止入场时间",
      date: "考试日期",
      upcoming: "仅未开始",
      q: "场次名称",
    },
  },
  "exam-bookings": {
    name: "场次考生",
    fields: {
      id: "ID",
      sessionId: "场次",
      examId: "考试",
      chineseName: "姓名",
      companyName: "公司",
      phone: "手机号",
      status: "状态",
      bookedAt: "预约时间",
    },
  },
};

export const bookingApp = {
  exam_sessions: {
    start_help: "修改开始时间后，已预约的考生会收到改期站内信",
    seats_help: "不能少于已预约人数",
    mode_help: "在线考试在本站进行（按组卷规则出题、计时和监考）；外部考试链接由考试服务商提供",
    closes_help: "在线考试：考生可开始答题的截止时间，须晚于开始时间；留空为开始后%{minutes}分钟",
    url_help: "考生预约后看到的考试入口（考试服务商提供的链接）；修改后会通知已预约的考生",
    taken: "已约 %{taken} / %{seats}",
    booked: "已预约考生",
  },
};
