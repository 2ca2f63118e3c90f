import { commonUploadticketCall, type PathType, UPLOAD_MSG } from "@/api/contract/upload";
import { api } from "./api";

/**
 * A file the portal's way: a ticket (common/uploadticket), then the file posted to the upload host, which checks it by
 * its content (a survey file stays private to the person and operators; a `common` picture is public). Answers its path.
 */
export async function uploadFile(pathType: PathType, file: File) {
  const ticket = await api.send(commonUploadticketCall, { pathType });
  const form = new FormData();
  form.set("pathType", pathType);
  form.set("timestamp", String(ticket.timestamp));
  form.set("chk", ticket.chk);
  form.set("sign", ticket.sign);
  form.set("file", file);
  const res = await fetch("/upload", { method: "POST", body: form, credentials: "same-origin" });
  const body = (await res.json().catch(() => null)) as { code: number; msg: string; data: { path: string } } | null;
  if (body?.code === 0) return body.data.path;
  throw new Error(body?.msg || UPLOAD_MSG.badType);
}
