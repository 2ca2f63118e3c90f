import "./cv-attachment.css";
import { useId } from "react";
import { CV_ATTACHMENT_ACCEPT, CV_ATTACHMENT_MSG, type CvAttachment } from "@/api/contract/zhaopin-cv-attachment";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { toast } from "@/portal/components/toast/toast-store";
import { useDeleteCvAttachment, useMyCvAttachment, useUploadCvAttachment } from "../cv-attachment";

/** 1.2 MB, 356 KB: how big the file is, as a person reads it. */
function sizeText(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The file's kind, from the extension the server gave its name (after judging its content). */
const kindOf = (name: string) => (name.toLowerCase().endsWith(".pdf") ? "PDF" : "Word");

function AttachedFile({ file }: { file: CvAttachment }) {
  const kind = kindOf(file.name);
  return (
    <div className="cv-attachment__file">
      <span className={`cv-attachment__icon cv-attachment__icon--${kind === "PDF" ? "pdf" : "word"}`} aria-hidden="true">
        {kind === "PDF" ? "PDF" : "W"}
      </span>
      <div className="cv-attachment__body">
        <p className="cv-attachment__name">{file.name}</p>
        <p className="cv-attachment__meta">
          {sizeText(file.size)} · 上传于 {file.uploadedAt.slice(0, 16)}
        </p>
      </div>
    </div>
  );
}

type Props = {
  /** The person has a CV to attach it to; otherwise choosing a file asks them to create one first. */
  hasCv: boolean;
  onCreateCv: () => void;
};

/**
 * 附件简历: one PDF or Word file besides the online CV (10 MB at most, judged by its content on the server), sent along
 * with every application; downloaded, replaced or deleted here.
 */
export function CvAttachmentCard({ hasCv, onCreateCv }: Props) {
  const inputId = useId();
  const { data: file } = useMyCvAttachment();
  const upload = useUploadCvAttachment();
  const remove = useDeleteCvAttachment();
  const busy = upload.isPending || remove.isPending;

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    upload.mutate(chosen, {
      onSuccess: () => toast(CV_ATTACHMENT_MSG.uploaded, { tone: "success" }),
      onError: (e) => toast(e.message, { tone: "error" }),
    });
  };
  const askDelete = async () => {
    const yes = await confirmModal("删除后，已投递的企业也将无法查看这份附件简历。确定删除吗？", {
      title: "删除附件简历",
      okText: "删除",
    });
    if (yes) remove.mutate(undefined, { onSuccess: () => toast(CV_ATTACHMENT_MSG.deleted, { tone: "success" }) });
  };

  return (
    <section className="card cv-side__card" aria-label="附件简历">
      <h2 className="cv-side__title">附件简历</h2>
      {file ? (
        <AttachedFile file={file} />
      ) : (
        <p className="cv-attachment__hint">除在线简历外，可上传一份PDF或Word格式的简历（不超过10MB），投递时一并发送给企业。</p>
      )}
      <div className="cv-attachment__actions">
        {file && (
          <>
            <a className="btn btn--ghost btn--sm" href={file.path} download={file.name} aria-label={`下载${file.name}`}>
              下载
            </a>
            <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={() => void askDelete()}>
              删除
            </button>
          </>
        )}
        {hasCv ? (
          <label className={`btn btn--sm ${file ? "btn--light" : "btn--primary"} cv-attachment__pick`} htmlFor={inputId}>
            {upload.isPending ? "上传中…" : file ? "重新上传" : "上传附件简历"}
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept={CV_ATTACHMENT_ACCEPT}
              disabled={busy}
              onChange={(e) => {
                pick(e.target.files?.[0]);
                // The same file may be chosen again after a refusal or a delete.
                e.target.value = "";
              }}
            />
          </label>
        ) : (
          <button type="button" className="btn btn--primary btn--sm" onClick={onCreateCv}>
            上传附件简历
          </button>
        )}
      </div>
    </section>
  );
}
