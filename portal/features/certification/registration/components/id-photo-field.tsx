import { ImageCropper } from "@/portal/components/cropper/image-cropper";
import { Field } from "@/portal/components/field";
import { openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { setIdCardImg } from "../set-id-card-img";

/** Spec 000 section 9: ID photos are cut 5:3. */
const ID_RATIO = 5 / 3;

function openCropper(onUploaded: (path: string) => void) {
  const modal = openModal({
    title: "上传证件照",
    size: "lg",
    content: (
      <ImageCropper
        aspectRatio={ID_RATIO}
        hint="请上传护照或港澳台通行证的个人信息页，拖动或缩放图片选取证件区域"
        onSubmit={async (payload) => {
          try {
            onUploaded(await setIdCardImg(payload));
            toast("证件照上传成功", { tone: "success" });
            modal.close();
          } catch {
            // The api layer has shown the server's message.
          }
        }}
      />
    ),
  });
}

/** The passport or pass photo: cropped 5:3 and stored privately; the form keeps its path (idPic). */
export function IdPhotoField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (path: string) => void;
}) {
  return (
    <Field id={id} label="证件照" required error={error} hint="仅用于报名审核，其他人无法查看">
      <div id={id} className="reg-form__photo">
        {value && <img className="reg-form__photo-preview" src={value} alt="已上传的证件照" />}
        <button type="button" className="btn btn--ghost" onClick={() => openCropper(onChange)}>
          {value ? "重新上传" : "上传证件照"}
        </button>
      </div>
    </Field>
  );
}
