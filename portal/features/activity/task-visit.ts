import { activityFinishVisitCall } from "@/api/contract/activity";
import { api } from "../../lib/api";

/** The tabs of this site hear each other here: the special topic's page refreshes when a visit in another tab counts. */
const CHANNEL = "activity-tasks";

/** Activity/FinishVisit {token}: this page, open long enough, finishes its visit task; tells the other tabs. */
export async function finishVisit(token: string) {
  await api.send(activityFinishVisitCall, { token }, { onFail: () => {} });
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage("finished");
    channel.close();
  }
}

/** Calls `onFinished` whenever a visit task is finished in another tab of this site; answers the unsubscribe. */
export function onVisitFinishedElsewhere(onFinished: () => void) {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = onFinished;
  return () => channel.close();
}
