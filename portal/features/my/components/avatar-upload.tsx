import { ImageCropper } from "@/portal/components/cropper/image-cropper";
import { openModal } from "@/portal/components/modal/modal-store";
import { useSetHeadImg } from "../set-head-img";

/** The avatar dialog's body: choose, crop square, upload; closes once stored. */
function AvatarUpload({ onDone }: { onDone: () => void }) {
  const upload = useSetHeadImg();
  return (
    <ImageCropper
      aspectRatio={1}
      round
      hint="拖动或缩放图片，选择正方形区域作为头像"
      onSubmit={async (payload) => {
        try {
          await upload.mutateAsync(payload);
          onDone();
        } catch {
          // The api layer has shown the server's message.
        }
      }}
    />
  );
}

/** 更换头像: the avatar dialog, from /my/index and /my/edit. */
export function openAvatarDialog() {
  openModal({ title: "上传头像", size: "lg", content: (close) => <AvatarUpload onDone={close} /> });
}
