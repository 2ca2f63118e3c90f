import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@/api/contract/protocol/client";
import {
  CV_ATTACHMENT_MAX_BYTES,
  CV_ATTACHMENT_MSG,
  CV_ATTACHMENT_UPLOAD_PATH,
  type CvAttachment,
  zhaopinCvAttachmentTicketCall,
  zhaopinDeleteMyCvAttachmentCall,
  zhaopinGetMyCvAttachmentCall,
} from "@/api/contract/zhaopin-cv-attachment";
import { api } from "../../../lib/api";
import { CV_KEYS } from "./keys";

/** ZhaoPin/GetMyCVAttachment: my 附件简历, null when none. */
export const useMyCvAttachment = () => useQuery({ queryKey: CV_KEYS.attachment, queryFn: () => api.query(zhaopinGetMyCvAttachmentCall) });

/** What the picker can tell before sending: the name's extension and the size (the server judges the content). */
function refusal(file: File) {
  if (!/\.(pdf|docx?)$/i.test(file.name)) return CV_ATTACHMENT_MSG.badType;
  if (file.size === 0) return CV_ATTACHMENT_MSG.noFile;
  if (file.size > CV_ATTACHMENT_MAX_BYTES) return CV_ATTACHMENT_MSG.tooLarge;
  return null;
}

/**
 * The file the portal's way for files (as lib/upload-file.ts): a ticket from a signed call, then the file posted as
 * multipart with it. Answers the attachment, or throws with the server's message.
 */
async function uploadCvAttachment(file: File): Promise<CvAttachment> {
  const wrong = refusal(file);
  if (wrong) throw new Error(wrong);
  const ticket = await api.send(zhaopinCvAttachmentTicketCall);
  const form = new FormData();
  form.set("timestamp", String(ticket.timestamp));
  form.set("chk", ticket.chk);
  form.set("sign", ticket.sign);
  form.set("file", file);
  const res = await fetch(CV_ATTACHMENT_UPLOAD_PATH, { method: "POST", body: form, credentials: "same-origin" });
  const body = (await res.json().catch(() => null)) as Envelope<CvAttachment> | null;
  if (body?.code === 0) return body.data;
  throw new Error(body?.msg || CV_ATTACHMENT_MSG.badType);
}

/** Uploads (or replaces) my attachment; the answer is the new one. */
export function useUploadCvAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCvAttachment,
    onSuccess: (data) => queryClient.setQueryData(CV_KEYS.attachment, data),
  });
}

/** ZhaoPin/DeleteMyCVAttachment. */
export function useDeleteCvAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send(zhaopinDeleteMyCvAttachmentCall),
    onSuccess: () => queryClient.setQueryData(CV_KEYS.attachment, null),
  });
}
