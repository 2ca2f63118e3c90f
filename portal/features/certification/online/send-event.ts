import { type ClientEventKind, pearsonOnlineEventCall } from "@/api/contract/online-exam";
import { api } from "@/portal/lib/api";

/** pearson/OnlineEvent: something the page saw (a leave, a paste, a reload) or a camera snapshot (JPEG data URL). */
export const sendEvent = (attemptId: number, kind: ClientEventKind, photo?: string) =>
  api.call(pearsonOnlineEventCall, photo ? { attemptId, kind, photo } : { attemptId, kind }, { onFail: () => {} });
