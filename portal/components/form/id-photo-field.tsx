import { type CropPayload, ImageCropper } from "../cropper/image-cropper";
import { Field } from "../field";
import { openModal } from "../modal/modal-store";
import { toast } from "../toast/toast-store";

/** Spec 000 section 9: ID photos are cut 5:3. */
const ID_RATIO = 5 / 3;

type Props = {
  id: string;
  /** The form's BEM block: its `__photo` and `__photo-preview` classes lay the field out. */
  block: string;
  value: string;
  error?: string;
  hint?: string;
  /** What the cropper asks for. */
  cropHint: string;
  /** pearson/SetIDCardImg: stores the cropped photo privately and answers its path. */
  upload: (payload: CropPayload) => Promise<string>;
  onChange: (path: string) => void;
};

/** 证件照 of a passport or pass: cropped 5:3 and stored privately; the form keeps its path (idPic). */
export function IdPhotoField({ id, block, value, error, hint, cropHint, upload, onChange }: Props) {
  const openCropper = () =>
    openModal({
      title: "上传证件照",
      size: "lg",
      content: (close) => (
        <ImageCropper
          aspectRatio={ID_RATIO}
          hint={cropHint}
          onSubmit={async (payload) => {
            try {
              onChange(await upload(payload));
              toast("证件照上传成功", { tone: "success" });
              close();
            } catch {
              // The api layer has shown the server's message.
            }
          }}
        />
      ),
    });
  return (
    <Field id={id} label="证件照" required error={error} hint={hint}>
      <div id={id} className={`${block}__photo`}>
        {value && <img className={`${block}__photo-preview`} src={value} alt="已上传的证件照" />}
        <button type="button" className="btn btn--ghost" onClick={openCropper}>
          {value ? "重新上传" : "上传证件照"}
        </button>
      </div>
    </Field>
  );
}
