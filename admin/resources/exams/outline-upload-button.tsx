import UploadFileIcon from "@mui/icons-material/UploadFile";
import { CircularProgress } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { Button, useNotify } from "react-admin";
import { useFormContext } from "react-hook-form";
import { ADMIN_FILE_ACCEPT } from "@/api/contract/files-admin";
import { uploadFile } from "../../providers/upload";

/**
 * 上传大纲文件: sends a PDF or an image to the back office's upload and puts the answered address into the
 * form's `source` field (saved with the exam, like a typed link). Refusals show the server's message.
 */
export function OutlineUploadButton({ source }: { source: string }) {
  const notify = useNotify();
  const { setValue } = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: uploadFile,
    onSuccess: (file) => {
      setValue(source, file.url, { shouldDirty: true, shouldValidate: true });
      notify("app.exams.outline_uploaded", { type: "success", messageArgs: { name: file.name } });
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={ADMIN_FILE_ACCEPT}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so choosing the same file again still uploads it.
          e.target.value = "";
          if (file) mutate(file);
        }}
      />
      <Button
        label="app.exams.outline_upload"
        onClick={() => picker.current?.click()}
        disabled={isPending}
        sx={{ mt: 1.5, whiteSpace: "nowrap" }}
      >
        {isPending ? <CircularProgress size={18} /> : <UploadFileIcon />}
      </Button>
    </>
  );
}
