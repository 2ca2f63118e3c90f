import BlockIcon from "@mui/icons-material/Block";
import LockIcon from "@mui/icons-material/Lock";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import PublishIcon from "@mui/icons-material/Publish";
import RestoreIcon from "@mui/icons-material/Restore";
import { useMutation } from "@tanstack/react-query";
import { type ReactElement, useState } from "react";
import { Button, Confirm, EditButton, TopToolbar, useGetIdentity, useNotify, useRecordContext, useRefresh } from "react-admin";
import { type PositionRow, PositionSuspendSchema } from "@/api/contract/zhaopin-admin";
import { ReasonDialogButton } from "../../components/reason-dialog-button";
import { callApi } from "../../providers/http";

type Step = "publish" | "close" | "reopen" | "suspend" | "lift";

/** POSTs one step of the position, then tells the answer and refreshes the page. */
function useStep(id: number, step: Step) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: object) => callApi("POST", `/positions/${id}/${step}`, body),
    onSuccess: () => {
      notify(`app.positions.${step}_done`, { type: "success" });
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
}

/** A step that asks to confirm first (publish, close, reopen, lift). */
function StepButton({ id, step, icon }: { id: number; step: Exclude<Step, "suspend">; icon: ReactElement }) {
  const [open, setOpen] = useState(false);
  const run = useStep(id, step);
  return (
    <>
      <Button label={`app.positions.${step}`} onClick={() => setOpen(true)} disabled={run.isPending}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={run.isPending}
        title={`app.positions.${step}_title`}
        content={`app.positions.${step}_content`}
        onConfirm={() => run.mutate({}, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** 暂停职位 (operators): the reason HR reads, checked with the api's schema. */
function SuspendButton({ id }: { id: number }) {
  const run = useStep(id, "suspend");
  return (
    <ReasonDialogButton
      label="app.positions.suspend"
      icon={<BlockIcon />}
      title="app.positions.suspend_title"
      fieldLabel="resources.positions.fields.suspendReason"
      schema={PositionSuspendSchema}
      pending={run.isPending}
      onSubmit={(input, close) => run.mutate(input, { onSuccess: close })}
    />
  );
}

/** What the caller may do with the position as it stands: HR edits and moves it; an operator suspends or lifts it. */
export function PositionActions() {
  const record = useRecordContext<PositionRow>();
  const { identity } = useGetIdentity();
  if (!record || !identity) return <TopToolbar />;
  const operator = (identity.roles as string[]).includes("operator");
  const suspended = !!record.suspendedAt;
  return (
    <TopToolbar sx={{ flexWrap: "wrap" }}>
      {!operator && <EditButton />}
      {!operator && !suspended && record.status === "draft" && <StepButton id={record.id} step="publish" icon={<PublishIcon />} />}
      {!operator && record.status === "open" && <StepButton id={record.id} step="close" icon={<LockIcon />} />}
      {!operator && !suspended && record.status === "closed" && <StepButton id={record.id} step="reopen" icon={<RestoreIcon />} />}
      {operator && !suspended && <SuspendButton id={record.id} />}
      {operator && suspended && <StepButton id={record.id} step="lift" icon={<LockOpenIcon />} />}
    </TopToolbar>
  );
}
