/** The results screen's statuses, as the operator reads them. */
export const RESULT_STATUS_CHOICES = [
  { id: "booked", name: "待录入" },
  { id: "passed", name: "通过" },
  { id: "failed", name: "未通过" },
];
