import type { Call } from "../protocol/call";
import { accountCalls } from "./account/routes";

/** Every portal call, feature by feature. */
export const calls: Call[] = [...accountCalls];
