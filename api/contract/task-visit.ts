/**
 * A visit task is finished by the page it names, open for this long (docs/decisions/0049): Activity/GoFinishTask hands
 * that page a signed visit in its `visitTask` query parameter, and the page reports it with Activity/FinishVisit.
 * Apart from the activity contract so that every page's frame can look for the parameter without loading it.
 */
export const TASK_VISIT_SECONDS = 10;
export const TASK_VISIT_PARAM = "visitTask";
export const TASK_VISIT_MSG = {
  invalid: "任务链接无效，请回到活动页重新点击去完成",
  tooSoon: `请在页面停留${TASK_VISIT_SECONDS}秒后再完成任务`,
  expired: "任务链接已过期，请回到活动页重新点击去完成",
  finished: "任务已完成，回到活动页即可领取积分",
} as const;
