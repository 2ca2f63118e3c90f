import type { Call } from "../protocol/call";
import { accountCalls } from "./account/routes";
import { commonCalls } from "./common/routes";
import { companyCalls } from "./company/routes";
import { myCalls } from "./my/routes";
import { uploadCalls } from "./upload/routes";

/** Every portal call, feature by feature. */
export const calls: Call[] = [...accountCalls, ...uploadCalls, ...commonCalls, ...companyCalls, ...myCalls];
