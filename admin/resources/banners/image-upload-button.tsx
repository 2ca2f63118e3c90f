import UploadFileIcon from "@mui/icons-material/UploadFile";
import { CircularProgress } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { Button, useNotify } from "react-admin";
import { useFormContext } from "react-hook-form";
import { uploadFile } from "../../providers/upload";

/** 上传图片: sends an image to the back office's upload and puts its address into the form's `source` field. */
export function ImageUploadButton({ source }: { source: string }) {
  const notify = useNotify();
  const { setValue } = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: uploadFile,
    onSuccess: (file) => {
      setValue(source, file.url, { shouldDirty: true, shouldValidate: true });
      notify("app.banners.uploaded", { type: "success", messageArgs: { name: file.name } });
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so choosing the same file again still uploads it.
          e.target.value = "";
          if (file) mutate(file);
        }}
      />
      <Button
        label="app.banners.upload"
        onClick={() => picker.current?.click()}
        disabled={isPending}
        sx={{ mt: 1.5, whiteSpace: "nowrap" }}
      >
        {isPending ? <CircularProgress size={18} /> : <UploadFileIcon />}
      </Button>
    </>
  );
}
