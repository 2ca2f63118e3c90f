import { fileTypeFromBuffer } from "file-type";
import type { CvAttachmentExt } from "@/api/contract/zhaopin-cv-attachment";

/** The stream every Word 97-2003 file holds, as its compound file's directory names it (UTF-16LE). */
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/**
 * What a posted CV file is, read from its content (never its name or declared type): a PDF, a DOCX (a zip that
 * file-type finds Word's parts in; a macro-enabled docm is not one) or a DOC (a compound file holding a WordDocument
 * stream, so an Excel or PowerPoint file or an installer, compound files too, is not taken for one); null otherwise.
 */
export async function attachmentKind(bytes: Uint8Array): Promise<CvAttachmentExt | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === "pdf" || type?.ext === "docx") return type.ext;
  if (type?.ext === "cfb" && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM)) return "doc";
  return null;
}

/** Control and format characters (the bidi controls that can disguise an extension among them), and those Windows refuses. */
const UNSAFE = /[\p{Cc}\p{Cf}<>:"|?*]/gu;
const NAME_MAX = 80;

/**
 * The name kept, shown and downloaded: the sent name's last segment, cleaned, at most 80 characters, ending in the
 * extension of what the file is (a PDF sent as 简历.docx is 简历.pdf); 附件简历 when nothing of it is left.
 */
export function attachmentName(sent: string, ext: CvAttachmentExt) {
  const last = sent.split(/[\\/]/).pop() ?? "";
  const stem = last
    .replace(UNSAFE, "")
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .trim();
  return `${Array.from(stem).slice(0, NAME_MAX).join("") || "附件简历"}.${ext}`;
}

/**
 * `Content-Disposition` for downloading a file of that name: the name itself per RFC 6266 / 5987 (`filename*`), and an
 * ASCII one for clients that read only `filename` (the name when it is plain ASCII, else resume.<ext>).
 */
export function attachmentDisposition(name: string, ext: CvAttachmentExt) {
  const plain = /^[\x20-\x7e]+$/.test(name) && !/["\\%]/.test(name);
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain ? name : `resume.${ext}`}"; filename*=UTF-8''${encoded}`;
}
