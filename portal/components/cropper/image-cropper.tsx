import "cropperjs/dist/cropper.css";
import "./image-cropper.css";
import { useId, useRef, useState } from "react";
import { Cropper, type ReactCropperElement } from "react-cropper";
import { UPLOAD_MSG } from "@/api/contract/upload";
import { checkImageFile, clampCrop } from "./image-file";

/** What the crop calls take (my/SetHeadImg, /api/pearson/SetIDCardImg): the crop as JSON and the whole image. */
export type CropPayload = { data: string; base64: string };

type Props = {
  /** 1 for avatars, 5 / 3 for ID card photos (spec 000 section 9). */
  aspectRatio: 1 | number;
  onSubmit: (payload: CropPayload) => Promise<unknown>;
  submitText?: string;
  hint?: string;
  /** Round preview for portraits. */
  round?: boolean;
};

/**
 * Choose a picture, frame it, send it. The crop is in the image's natural pixels (the server cuts the original);
 * browsers draw JPEGs upright from their EXIF orientation, so the server must orient before cutting too.
 */
export function ImageCropper({ aspectRatio, onSubmit, submitText = "确定上传", hint, round }: Props) {
  const inputId = useId();
  const previewClass = `crop-preview-${useId().replace(/[^a-z0-9]/gi, "")}`;
  const cropperRef = useRef<ReactCropperElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (file: File | undefined) => {
    const problem = checkImageFile(file);
    setError(problem);
    if (problem || !file) return;
    const reader = new FileReader();
    reader.onload = () => setSrc(String(reader.result));
    reader.onerror = () => setError(UPLOAD_MSG.badType);
    reader.readAsDataURL(file);
  };

  const submit = async () => {
    const cropper = cropperRef.current?.cropper;
    if (!src || !cropper) return setError(UPLOAD_MSG.noFile);
    const image = cropper.getImageData();
    const crop = clampCrop(cropper.getData(true), image.naturalWidth, image.naturalHeight);
    setBusy(true);
    try {
      await onSubmit({ data: JSON.stringify(crop), base64: src });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="image-cropper">
      <div className="image-cropper__stage">
        {src ? (
          <Cropper
            ref={cropperRef}
            src={src}
            className="image-cropper__canvas"
            aspectRatio={aspectRatio}
            viewMode={1}
            dragMode="move"
            autoCropArea={0.85}
            background={false}
            rotatable={false}
            scalable={false}
            checkOrientation={false}
            guides
            preview={`.${previewClass}`}
            onError={() => {
              setSrc(null);
              setError(UPLOAD_MSG.badType);
            }}
          />
        ) : (
          <label htmlFor={inputId} className="image-cropper__empty">
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
              <path
                d="M4 16l4.6-4.6a2 2 0 0 1 2.8 0L16 16m-2-2 1.6-1.6a2 2 0 0 1 2.8 0L20 14M14 8h.01M6 20h12a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>点击选择图片</span>
            <span className="image-cropper__limit">支持 JPG、PNG、GIF、WebP，不超过 40MB</span>
          </label>
        )}
      </div>
      {src && (
        <div className="image-cropper__side">
          <span className="image-cropper__side-label">预览</span>
          <div
            className={`image-cropper__preview ${previewClass}${round ? " image-cropper__preview--round" : ""}`}
            style={{ aspectRatio: String(aspectRatio) }}
          />
        </div>
      )}
      {hint && !error && <p className="field__hint image-cropper__hint">{hint}</p>}
      {error && (
        <p className="field__error image-cropper__hint" role="alert">
          {error}
        </p>
      )}
      <div className="image-cropper__actions">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="visually-hidden"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <label htmlFor={inputId} className="btn btn--ghost">
          {src ? "重新选择" : "选择图片"}
        </label>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={submit}>
          {busy ? "上传中…" : submitText}
        </button>
      </div>
    </div>
  );
}
