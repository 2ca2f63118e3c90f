import { MAX_PHOTO_CHARS } from "@/api/contract/camera-photo";
import {
  pearsonOnlineEventCall,
  pearsonOnlineInfoCall,
  pearsonOnlineResultCall,
  pearsonOnlineSaveCall,
  pearsonOnlineStartCall,
  pearsonOnlineSubmitCall,
} from "@/api/contract/online-exam";
import { loginCall } from "@/api/protocol/call";
import { recordOnlineEvent } from "./events";
import { onlineInfo } from "./info";
import { onlineResult, submitOnline } from "./result";
import { saveOnline } from "./save";
import { startOnline } from "./start";

/** The in-house exam (docs/decisions/0052): every call needs a login and reaches only the caller's own attempt. */
export const onlineExamCalls = [
  loginCall(pearsonOnlineInfoCall, {
    handle: (input, { deps, user }) => onlineInfo(deps, user, input.eadid),
  }),
  loginCall(pearsonOnlineStartCall, {
    handle: (input, { c, deps, user }) => startOnline(deps, user, input, c.req.header("user-agent") ?? ""),
  }),
  loginCall(pearsonOnlineSaveCall, {
    handle: (input, { deps, user }) => saveOnline(deps, user, input),
  }),
  loginCall(pearsonOnlineEventCall, {
    // A snapshot is a camera JPEG in base64, up to the camera check's ceiling.
    maxBytes: MAX_PHOTO_CHARS + 64 * 1024,
    handle: (input, { deps, user }) => recordOnlineEvent(deps, user, input),
  }),
  loginCall(pearsonOnlineSubmitCall, {
    handle: (input, { deps, user }) => submitOnline(deps, user, input.attemptId),
  }),
  loginCall(pearsonOnlineResultCall, {
    handle: (input, { deps, user }) => onlineResult(deps, user, input.eadid),
  }),
];
