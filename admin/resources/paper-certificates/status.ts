/** A paper certificate request's states, as the operator reads them. */
export const PAPER_STATUS_CHOICES = [
  { id: "requested", name: "待寄出" },
  { id: "shipped", name: "已寄出" },
  { id: "refused", name: "已拒收（已销毁）" },
];

/** What the operator may decide on a waiting request. */
export const PAPER_DECISION_CHOICES = PAPER_STATUS_CHOICES.slice(1);
