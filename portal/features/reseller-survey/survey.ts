import { queryOptions } from "@tanstack/react-query";
import { resellerSurveyGetCall, resellerSurveySaveCall, type SurveyAnswer } from "@/api/contract/reseller-survey";
import { commonUploadticketCall, UPLOAD_MSG } from "@/api/contract/upload";
import { api } from "../../lib/api";

export const getSurveyQueryOptions = () =>
  queryOptions({ queryKey: ["reseller-survey"], queryFn: () => api.query(resellerSurveyGetCall, undefined) });

export const saveSurvey = (list: SurveyAnswer[]) => api.send(resellerSurveySaveCall, { list });

/**
 * A survey file: a ticket (common/uploadticket), then the file posted to the upload host, which checks it by its
 * content and keeps it private to the person and operators. Answers the file's path.
 */
export async function uploadSurveyFile(file: File) {
  const ticket = await api.send(commonUploadticketCall, { pathType: "survey" });
  const form = new FormData();
  form.set("pathType", "survey");
  form.set("timestamp", String(ticket.timestamp));
  form.set("chk", ticket.chk);
  form.set("sign", ticket.sign);
  form.set("file", file);
  const res = await fetch("/upload", { method: "POST", body: form, credentials: "same-origin" });
  const body = (await res.json().catch(() => null)) as { code: number; msg: string; data: { path: string } } | null;
  if (body?.code === 0) return body.data.path;
  throw new Error(body?.msg || UPLOAD_MSG.badType);
}
