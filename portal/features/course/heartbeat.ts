import { type Heartbeat, moocHeartbeatCall } from "@/api/contract/course";
import { api } from "../../lib/api";

/** MoocTraining/Heartbeat: saves the position and claims the seconds played since the last beat; quiet on failure (a 1503 still goes to log in). */
export const sendHeartbeat = (beat: Heartbeat) => api.send(moocHeartbeatCall, beat, { onFail: () => {} });
