import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import {
  Button,
  Confirm,
  type Identifier,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
} from "react-admin";
import { callApi } from "../providers/http";

/**
 * A sign-up queue: its resource (POST /{resource}/review, GET /{resource}/export), the filter naming the parent
 * (activityId, trainingId), the key prefix of its parent's texts (review, export) and the confirmation a rejection shows.
 */
export type ReviewQueue = { resource: string; parentKey: string; texts: string; rejectContent: string };

/** Approves (1) or rejects (2) the given sign-ups after a confirmation; the api texts each person whose state changes. */
function ReviewButton({ queue, ids, audit, onDone }: { queue: ReviewQueue; ids: Identifier[]; audit: 1 | 2; onDone?: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const key = audit === 1 ? "approve" : "reject";
  const { mutate, isPending } = useMutation({
    mutationFn: () => callApi<{ data: number[] }>("POST", `/${queue.resource}/review`, { ids, audit }),
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
        content={audit === 2 ? queue.rejectContent : "app.signups.approve_content"}
        translateOptions={{ smart_count: ids.length }}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The list's bulk actions: decide on every selected sign-up at once. */
export function BulkReviewButtons({ queue }: { queue: ReviewQueue }) {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(queue.resource);
  return (
    <>
      <ReviewButton queue={queue} ids={selectedIds} audit={1} onDone={unselectAll} />
      <ReviewButton queue={queue} ids={selectedIds} audit={2} onDone={unselectAll} />
    </>
  );
}

/** On one sign-up's page (and so on a phone, where the list has no selection): decide on this one. */
function RecordReviewButtons({ queue }: { queue: ReviewQueue }) {
  const record = useRecordContext<{ id: number; audit: number; status?: string }>();
  // A released (cancelled) sign-up has nothing left to decide.
  if (!record || record.status === "released") return null;
  return (
    <>
      {record.audit !== 1 && <ReviewButton queue={queue} ids={[record.id]} audit={1} />}
      {record.audit !== 2 && <ReviewButton queue={queue} ids={[record.id]} audit={2} />}
    </>
  );
}

/** A sign-up page's toolbar. */
export function ReviewActions({ queue }: { queue: ReviewQueue }) {
  return (
    <TopToolbar>
      <RecordReviewButtons queue={queue} />
    </TopToolbar>
  );
}
