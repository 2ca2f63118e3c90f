import UploadFileIcon from "@mui/icons-material/UploadFile";
import { CircularProgress } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { Button, useNotify } from "react-admin";
import { useFormContext } from "react-hook-form";
import { uploadFile } from "../providers/upload";

/** The picker's choice for pictures (covers, banners): what the upload takes as an image. */
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";

type Props = {
  /** The form field the uploaded file's address goes into (saved with the record, like a typed link). */
  source: string;
  /** The file picker's choice of types. */
  accept: string;
  /** The button's label and the success message (with %{name}), as i18n keys. */
  label: string;
  uploaded: string;
  /** The upload route, when not the operators' /files (a company logo: /company-logos). */
  path?: string;
};

/** Sends a file to the back office's upload and puts the answered address into the form; refusals show the server's message. */
export function FileUploadButton({ source, accept, label, uploaded, path }: Props) {
  const notify = useNotify();
  const { setValue } = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (file: File) => uploadFile(file, path),
    onSuccess: (file) => {
      setValue(source, file.url, { shouldDirty: true, shouldValidate: true });
      notify(uploaded, { type: "success", messageArgs: { name: file.name } });
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={accept}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so choosing the same file again still uploads it.
          e.target.value = "";
          if (file) mutate(file);
        }}
      />
      <Button label={label} onClick={() => picker.current?.click()} disabled={isPending} sx={{ mt: 1.5, whiteSpace: "nowrap" }}>
        {isPending ? <CircularProgress size={18} /> : <UploadFileIcon />}
      </Button>
    </>
  );
}
