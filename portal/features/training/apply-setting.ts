import { type ApplySetting, trainingApplySettingCall } from "@/api/contract/training";
import { api, type CallOptions } from "../../lib/api";

/** training/ApplySetting: the form's answers; a failure names `setting.{typeId}` or `surveySubmit.{questionId}`. */
export const applySetting = (input: ApplySetting, options?: CallOptions) => api.send(trainingApplySettingCall, input, options);
