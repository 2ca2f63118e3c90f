import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Confirm, type Identifier, useListContext, useNotify, useRecordContext, useRefresh, useUnselectAll } from "react-admin";
import { callApi } from "../../providers/http";

const RESOURCE = "training-attends";

/** Approves (1) or rejects (2) sign-ups; the api texts each person whose state changes. */
function ReviewButton({ audit, ids, onDone }: { audit: 1 | 2; ids: Identifier[]; onDone?: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const key = audit === 1 ? "approve" : "reject";
  const { mutate, isPending } = useMutation({
    mutationFn: () => callApi<{ data: number[] }>("POST", `/${RESOURCE}/review`, { ids, audit }),
    onSuccess: ({ data }) => {
      notify(`app.signups.${key}_done`, { type: "success", messageArgs: { smart_count: data.length } });
      onDone?.();
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button label={`app.signups.${key}`} onClick={() => setOpen(true)} disabled={isPending} color={audit === 1 ? "primary" : "error"}>
        {audit === 1 ? <CheckIcon /> : <CloseIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`app.signups.${key}_title`}
        content={audit === 2 ? "app.trainings.reject_content" : "app.signups.approve_content"}
        translateOptions={{ smart_count: ids.length }}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The list's bulk actions: decide on every selected sign-up at once. */
export function BulkReviewButtons() {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(RESOURCE);
  return (
    <>
      <ReviewButton audit={1} ids={selectedIds} onDone={unselectAll} />
      <ReviewButton audit={2} ids={selectedIds} onDone={unselectAll} />
    </>
  );
}

/** One sign-up's page (and the phone, where the list has no selection): decide on this one. */
export function RecordReviewButtons() {
  const record = useRecordContext<{ id: number; audit: number; status: string }>();
  if (!record || record.status === "released") return null;
  return (
    <>
      {record.audit !== 1 && <ReviewButton audit={1} ids={[record.id]} />}
      {record.audit !== 2 && <ReviewButton audit={2} ids={[record.id]} />}
    </>
  );
}
