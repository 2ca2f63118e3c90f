/** Course time status (spec 000 section 4): 1 not begun, 0 live, 2 ended. */
export const TIME_STATUS_TEXT: Record<number, string> = { 1: "未开始", 0: "直播中", 2: "已结束" };
