import VisibilityIcon from "@mui/icons-material/Visibility";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useResourceContext } from "react-admin";
import { StudyHideSchema } from "@/api/contract/study-admin";
import { callApi } from "../providers/http";
import { ReasonDialogButton } from "./reason-dialog-button";

type Hideable = { id: number; hidden: boolean };

/** POSTs hide or unhide of the record, then tells the answer and refreshes the page. */
function useStep(resource: string, id: number, step: "hide" | "unhide") {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: object) => callApi("POST", `/${resource}/${id}/${step}`, body),
    onSuccess: () => {
      notify(step === "hide" ? "app.study.hidden_done" : "app.study.unhidden_done", { type: "success" });
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
}

/** 隐藏: asks the reason the person's letter gives, checked with the api's schema. */
function HideDialogButton({ resource, id, title, help }: { resource: string; id: number; title: string; help: string }) {
  const run = useStep(resource, id, "hide");
  return (
    <ReasonDialogButton
      label="app.study.hide"
      icon={<VisibilityOffIcon />}
      title={title}
      help={help}
      fieldLabel="app.study.reason"
      schema={StudyHideSchema}
      pending={run.isPending}
      onSubmit={(input, close) => run.mutate(input, { onSuccess: close })}
    />
  );
}

function UnhideButton({ resource, id }: { resource: string; id: number }) {
  const [open, setOpen] = useState(false);
  const run = useStep(resource, id, "unhide");
  return (
    <>
      <Button label="app.study.unhide" onClick={() => setOpen(true)} disabled={run.isPending}>
        <VisibilityIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={run.isPending}
        title="app.study.unhide_title"
        content="app.study.unhide_content"
        onConfirm={() => run.mutate({}, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * 隐藏 with a reason, or 取消隐藏, for the record in context (a pack or a review): the api writes the letter and the
 * audit row. `title` and `help` name what is hidden in the dialog.
 */
export function HideWithReasonButton({ title, help }: { title: string; help: string }) {
  const record = useRecordContext<Hideable>();
  const resource = useResourceContext() ?? "";
  if (!record) return null;
  return record.hidden ? (
    <UnhideButton resource={resource} id={record.id} />
  ) : (
    <HideDialogButton resource={resource} id={record.id} title={title} help={help} />
  );
}
