import { pearsonOnlineStartCall } from "@/api/contract/online-exam";
import { api, type CallOptions } from "@/portal/lib/api";
import { deviceId } from "./device-id";

/** pearson/OnlineStart: draws the paper and starts the clock, or resumes the attempt already begun. */
export const startAttempt = (eadid: number, options?: CallOptions) =>
  api.call(pearsonOnlineStartCall, { eadid, device: deviceId() }, options);
