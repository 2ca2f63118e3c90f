/** A binding request's states, as HR and operators read them. */
export const BINDING_STATUS_CHOICES = [
  { id: "pending", name: "待审核" },
  { id: "approved", name: "已通过" },
  { id: "refused", name: "已拒绝" },
  { id: "unbound", name: "已解绑/撤回" },
];

/** What HR may decide on a waiting request. */
export const BINDING_DECISION_CHOICES = BINDING_STATUS_CHOICES.slice(1, 3);
