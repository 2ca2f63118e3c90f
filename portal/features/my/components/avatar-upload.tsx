import { ImageCropper } from "@/portal/components/cropper/image-cropper";
import { useSetHeadImg } from "../set-head-img";

/** The avatar dialog's body: choose, crop square, upload; closes once stored. */
export function AvatarUpload({ onDone }: { onDone: () => void }) {
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
