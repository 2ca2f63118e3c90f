import type { ApplySetting } from "@/api/contract/training";
import { api, type CallOptions } from "../../lib/api";
import type { SignUpResult } from "./training-apply";

/** training/ApplySetting: the form's answers; a failure names `setting.{typeId}` or `surveySubmit.{questionId}`. */
export const applySetting = (input: ApplySetting, options?: CallOptions) => api.send<SignUpResult>("training/ApplySetting", input, options);
