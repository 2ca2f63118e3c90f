import { Button } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Confirm, type Identifier, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from "react-admin";
import { HR_STAGES } from "@/api/contract/zhaopin-admin";
import { callApi } from "../../providers/http";

type Stage = (typeof HR_STAGES)[number];
/** What HR moves an application to by hand (被查看 happens by opening it). */
const MOVES = HR_STAGES.filter((s) => s !== "viewed");

/** Moves the given applications to one stage after a confirmation; each candidate gets a letter. */
function StageButton({ ids, stage, onDone }: { ids: Identifier[]; stage: Stage; onDone?: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => callApi<{ data: number[] }>("POST", "/applications/stage", { ids, stage }),
    onSuccess: ({ data }) => {
      notify("app.applications.moved", { type: "success", messageArgs: { smart_count: data.length } });
      onDone?.();
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
    onSettled: () => setOpen(false),
  });
  return (
    <>
      {/* Words, not react-admin's icon-only button a phone would show. */}
      <Button size="small" onClick={() => setOpen(true)} disabled={isPending} color={stage === "unsuitable" ? "error" : "primary"}>
        {translate(`app.applications.to_${stage}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`app.applications.to_${stage}`}
        content="app.applications.move_content"
        translateOptions={{ smart_count: ids.length }}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The list's bulk actions: move every selected application at once. */
export function BulkStageButtons() {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll("applications");
  return (
    <>
      {MOVES.map((stage) => (
        <StageButton key={stage} ids={selectedIds} stage={stage} onDone={unselectAll} />
      ))}
    </>
  );
}

/**
 * On one application's page: the moves it can still make (none once withdrawn). 邀请面试 is not one of them there:
 * the page's invitation dialog sends the time and place, and that moves the stage (the list keeps the bare move).
 */
export function RecordStageButtons({ id, stage, onDone }: { id: number; stage: string; onDone: () => void }) {
  if (stage === "withdrawn") return null;
  return (
    <>
      {MOVES.filter((s) => s !== stage && s !== "interview").map((s) => (
        <StageButton key={s} ids={[id]} stage={s} onDone={onDone} />
      ))}
    </>
  );
}
