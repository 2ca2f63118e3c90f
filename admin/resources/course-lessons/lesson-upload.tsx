import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Box, LinearProgress, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button, useNotify, useTranslate } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { VIDEO_ACCEPT } from "@/api/contract/course-admin";
import { uploadDocument, uploadVideo } from "../../providers/upload-progress";

/**
 * 上传视频 / 上传PDF by the lesson's kind: sends the file with a progress bar and puts the answered address into `url`
 * (saved with the lesson, like a typed address). Refusals show the server's message.
 */
export function LessonUpload() {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  const kind = useWatch({ name: "kind" });
  const picker = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState(0);
  const video = kind !== "document";
  const { mutate, isPending } = useMutation({
    mutationFn: (file: File) => (video ? uploadVideo : uploadDocument)(file, setPercent),
    onSuccess: (file) => {
      setValue("url", file.url, { shouldDirty: true, shouldValidate: true });
      notify("app.lessons.uploaded", { type: "success", messageArgs: { name: file.name } });
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
  return (
    <Box sx={{ mb: 2, minWidth: 260 }}>
      <input
        ref={picker}
        type="file"
        accept={video ? VIDEO_ACCEPT : ".pdf,application/pdf"}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so choosing the same file again still uploads it.
          e.target.value = "";
          if (!file) return;
          setPercent(0);
          mutate(file);
        }}
      />
      <Button
        label={video ? "app.lessons.upload_video" : "app.lessons.upload_pdf"}
        onClick={() => picker.current?.click()}
        disabled={isPending}
      >
        <UploadFileIcon />
      </Button>
      {isPending && (
        <Box role="status">
          <LinearProgress variant="determinate" value={percent} aria-label={translate("app.lessons.uploading", { percent })} />
          <Typography variant="caption">{translate("app.lessons.uploading", { percent })}</Typography>
        </Box>
      )}
    </Box>
  );
}
