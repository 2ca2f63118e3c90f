import type { Call } from "../protocol/call";
import { accountCalls } from "./account/routes";
import { activityCalls } from "./activity/routes";
import { commonCalls } from "./common/routes";
import { companyCalls } from "./company/routes";
import { learningCalls } from "./learning/routes";
import { letterCalls } from "./letters/routes";
import { myCalls } from "./my/routes";
import { trainingCalls } from "./training/routes";
import { uploadCalls } from "./upload/routes";

/** Every portal call, feature by feature. */
export const calls: Call[] = [...accountCalls, ...uploadCalls, ...commonCalls, ...companyCalls, ...myCalls, ...activityCalls, ...trainingCalls, ...learningCalls, ...letterCalls];
