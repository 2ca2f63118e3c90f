import { CV_MSG } from "@/api/contract/zhaopin-cv";
import { ImageCropper } from "@/portal/components/cropper/image-cropper";
import { openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { useSetCvHeadImg } from "../save-cv";

/** Choose, crop square, upload; closes once stored. */
function CvPhotoUpload({ onDone }: { onDone: () => void }) {
  const upload = useSetCvHeadImg();
  return (
    <ImageCropper
      aspectRatio={1}
      round
      hint="拖动或缩放图片，选择正方形区域作为简历头像"
      onSubmit={async (payload) => {
        try {
          await upload.mutateAsync(payload);
          toast(CV_MSG.photoDone, { tone: "success" });
          onDone();
        } catch {
          // The api layer has shown the server's message.
        }
      }}
    />
  );
}

/** 上传简历头像 (spec 001 section 2): the CV's own photo, apart from the account's avatar. */
export function openCvPhotoDialog() {
  openModal({ title: "上传简历头像", size: "lg", content: (close) => <CvPhotoUpload onDone={close} /> });
}
