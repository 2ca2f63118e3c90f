import { type CropPayload, ImageCropper } from "@/portal/components/cropper/image-cropper";
import { Field } from "@/portal/components/field";
import { openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { api } from "@/portal/lib/api";

type Props = { id: string; value: string; onChange: (path: string) => void; error?: string };

/** 证件照 of a passport or pass: cropped 5:3 and stored through pearson/SetIDCardImg, which answers its path. */
export function IdPhotoField({ id, value, onChange, error }: Props) {
  const upload = () =>
    openModal({
      title: "上传证件照",
      size: "lg",
      content: (close) => (
        <ImageCropper
          aspectRatio={5 / 3}
          hint="请上传护照/港澳台通行证个人信息页，按 5:3 裁剪"
          onSubmit={async (payload: CropPayload) => {
            try {
              onChange(await api.send<string>("pearson/SetIDCardImg", payload));
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
    <Field id={id} label="证件照" required error={error}>
      <div className="exam-profile__photo">
        {value && <img src={value} alt="已上传的证件照" className="exam-profile__photo-img" />}
        <button id={id} type="button" className="btn btn--ghost" onClick={upload}>
          {value ? "重新上传" : "上传证件照"}
        </button>
      </div>
    </Field>
  );
}
