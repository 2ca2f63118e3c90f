import { beijingTime } from "@/api/contract/beijing-time";
import {
  CV_ATTACHMENT_CONTENT_TYPES,
  CV_ATTACHMENT_DOWNLOAD_PATH,
  CV_ATTACHMENT_MSG,
  type CvAttachment,
  type CvAttachmentExt,
} from "@/api/contract/zhaopin-cv-attachment";
import type { Conn } from "@/db/client";
import type { cvs } from "@/db/schema/zhaopin";
import type { Deps } from "../../../deps";
import { fail } from "../../../protocol/errors";
import { CV_FILE_FOLDER, newKey } from "../../upload/keys";
import { attachmentDisposition, attachmentKind, attachmentName } from "./attachment-file";
import { findCv, swapAttachment } from "./queries";

type CvRow = typeof cvs.$inferSelect;

/** The attachment of a CV as HR reads it (name, size, when), null when it has none; never the storage key. */
export function attachmentInfo(cv: CvRow | null) {
  if (!cv?.attachmentKey) return null;
  return { name: cv.attachmentName, size: cv.attachmentSize, uploadedAt: cv.attachmentAt ?? cv.updatedAt };
}

/** The person's own attachment with where to download it, null when none (its time as the portal writes times). */
function ownAttachment(cv: CvRow | null): CvAttachment | null {
  const info = attachmentInfo(cv);
  return info && { ...info, uploadedAt: beijingTime(info.uploadedAt), path: CV_ATTACHMENT_DOWNLOAD_PATH };
}

/** ZhaoPin/GetMyCVAttachment. */
export async function myAttachment(db: Conn, userId: number) {
  return ownAttachment(await findCv(db, userId));
}

/**
 * POST /api/zhaopin/cv-attachment: judged a PDF or Word file by its content, stored whole under a private key of the
 * person's, then put on their CV; the file it replaces is deleted. Refused before anything is stored when the person
 * has no CV (the attachment is one of its parts).
 */
export async function storeMyAttachment(deps: Deps, userId: number, file: File) {
  if (!(await findCv(deps.db, userId))) fail(CV_ATTACHMENT_MSG.noCv, "file");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = (await attachmentKind(bytes)) ?? fail(CV_ATTACHMENT_MSG.badType, "file");
  const key = newKey(CV_FILE_FOLDER, userId, ext);
  await deps.storage.put(key, bytes);
  const swapped = await swapAttachment(deps.db, userId, { key, name: attachmentName(file.name, ext), size: bytes.byteLength }).catch(
    async (e: unknown) => {
      await deps.storage.remove(key);
      throw e;
    },
  );
  if (!swapped) {
    await deps.storage.remove(key);
    fail(CV_ATTACHMENT_MSG.noCv, "file");
  }
  if (swapped.previous) await deps.storage.remove(swapped.previous);
  return myAttachment(deps.db, userId);
}

/** ZhaoPin/DeleteMyCVAttachment: off the CV, then out of storage. */
export async function deleteMyAttachment(deps: Pick<Deps, "db" | "storage">, userId: number) {
  const swapped = await swapAttachment(deps.db, userId, null);
  if (swapped?.previous) await deps.storage.remove(swapped.previous);
  return null;
}

/**
 * The CV's attachment as a download, for a caller already allowed to read it (its owner, HR of a company it was sent
 * to, an operator): named as uploaded, never shown inside a page (attachment, nosniff, a sandbox), never kept by a cache
 * (it is personal). Null when the CV has none, or its file is gone.
 */
async function attachmentDownload(deps: Pick<Deps, "storage">, cv: CvRow | null) {
  if (!cv?.attachmentKey) return null;
  const file = await deps.storage.get(cv.attachmentKey);
  if (!file) return null;
  const ext = cv.attachmentKey.slice(cv.attachmentKey.lastIndexOf(".") + 1) as CvAttachmentExt;
  return new Response(file.body.stream(), {
    headers: {
      "Content-Type": CV_ATTACHMENT_CONTENT_TYPES[ext],
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(cv.attachmentName, ext),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * The attachment of this person's CV as a download: their own (GET /ZhaoPin/CVAttachment), or for HR of an application
 * they sent it with (the caller has checked that); null when none.
 */
export async function attachmentDownloadOf(deps: Pick<Deps, "db" | "storage">, userId: number) {
  return attachmentDownload(deps, await findCv(deps.db, userId));
}

/** The attachment of this person's CV as HR reads it beside an application, null when none. */
export async function attachmentInfoOf(db: Conn, userId: number) {
  return attachmentInfo(await findCv(db, userId));
}
