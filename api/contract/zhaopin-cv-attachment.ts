import * as v from "valibot";
import { defineCall } from "./call";
import type { UploadTicket } from "./upload";

/**
 * 附件简历 (issue 38 part 4): besides the online CV, one PDF or Word file of the person's own, judged by its content,
 * kept private: the owner and HR of the companies it was sent to (and operators) open it, after the server's checks.
 */

/** Largest accepted file: 10 MB. */
export const CV_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const CV_ATTACHMENT_MSG = {
  noFile: "请选择要上传的附件简历",
  badType: "请上传PDF或Word文件",
  tooLarge: "文件不能超过10MB",
  badTicket: "上传凭证无效或已过期，请重新上传",
  noCv: "请先填写基本信息，创建简历",
  uploaded: "附件简历上传成功",
  deleted: "附件简历已删除",
  none: "您还没有上传附件简历",
  notFound: "附件简历不存在",
} as const;

/** What the file picker offers; the server goes by content, never by this or the name. */
export const CV_ATTACHMENT_ACCEPT = ".pdf,.doc,.docx";

/** The stored kinds, by the extension each is stored and named with, and the type each is served as. */
export const CV_ATTACHMENT_CONTENT_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
} as const;
export type CvAttachmentExt = keyof typeof CV_ATTACHMENT_CONTENT_TYPES;

/** Where the person's own file is posted (multipart: `file` and the ticket's fields) and downloaded from. */
export const CV_ATTACHMENT_UPLOAD_PATH = "/api/zhaopin/cv-attachment";
export const CV_ATTACHMENT_DOWNLOAD_PATH = "/ZhaoPin/CVAttachment";
/** Where HR downloads the file of a CV sent with an application (the back office's api). */
export const applicationCvAttachmentPath = (applicationId: number) => `/applications/${applicationId}/cv-attachment`;

const ticketField = v.pipe(v.string(CV_ATTACHMENT_MSG.badTicket), v.nonEmpty(CV_ATTACHMENT_MSG.badTicket));

/** The form of POST /api/zhaopin/cv-attachment (strings, as multipart carries them); the ticket is reported on first. */
export const CvAttachmentFormSchema = v.object({
  timestamp: v.pipe(ticketField, v.regex(/^\d{1,15}$/, CV_ATTACHMENT_MSG.badTicket), v.transform(Number)),
  chk: v.pipe(ticketField, v.regex(/^[A-Za-z0-9_-]{16,64}$/, CV_ATTACHMENT_MSG.badTicket)),
  sign: v.pipe(ticketField, v.regex(/^[0-9a-f]{64}$/, CV_ATTACHMENT_MSG.badTicket)),
  file: v.pipe(
    v.file(CV_ATTACHMENT_MSG.noFile),
    v.minSize(1, CV_ATTACHMENT_MSG.noFile),
    v.maxSize(CV_ATTACHMENT_MAX_BYTES, CV_ATTACHMENT_MSG.tooLarge),
  ),
});

/** The file as HR reads it beside an application; `uploadedAt` ISO (the back office's dates). */
export type CvAttachmentInfo = { name: string; size: number; uploadedAt: string };
/** The person's own file; `uploadedAt` 'YYYY-MM-DD HH:mm:ss' in Beijing (the portal's dates), `path` where to download it. */
export type CvAttachment = CvAttachmentInfo & { path: string };

/* The calls (the server's zhaopin/cv module); 1503 signed out. */
/** A ticket to post one file to CV_ATTACHMENT_UPLOAD_PATH (as common/uploadticket is to /upload). */
export const zhaopinCvAttachmentTicketCall = defineCall({ path: "ZhaoPin/GetCVAttachmentTicket" }).returns<UploadTicket>();
/** The person's attachment, null when none. */
export const zhaopinGetMyCvAttachmentCall = defineCall({ path: "ZhaoPin/GetMyCVAttachment" }).returns<CvAttachment | null>();
/** Deletes the file; none to delete is fine (answers null either way). */
export const zhaopinDeleteMyCvAttachmentCall = defineCall({ path: "ZhaoPin/DeleteMyCVAttachment" }).returns<null>();
