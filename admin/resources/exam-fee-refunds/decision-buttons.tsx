import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Confirm, useCanAccess, useNotify, useRecordContext, useRefresh } from "react-admin";
import { type ExamFeeRefundRow, FeeRefundRefuseSchema } from "@/api/contract/exam-fee-refunds-admin";
import { ReasonDialogButton } from "../../components/reason-dialog-button";
import { callApi } from "../../providers/http";
import { yuan } from "./status";

type Step = "approve" | "refuse";

/** POSTs the decision, then says so and refreshes the list or page (the letter goes out from the api). */
function useDecide(id: number, step: Step) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: object) => callApi<ExamFeeRefundRow>("POST", `/exam-fee-refunds/${id}/${step}`, body),
    onSuccess: () => notify(`app.exam_fee_refunds.${step}_done`, { type: "success" }),
    // Refused (decided meanwhile, or the provider said no) or not: the row shows what holds now.
    onError: (err: Error) => notify(err.message, { type: "error" }),
    onSettled: () => refresh(),
  });
}

/** 通过: asks first, since the money goes back through the provider and cannot be undone. */
function ApproveButton({ record }: { record: ExamFeeRefundRow }) {
  const [open, setOpen] = useState(false);
  const run = useDecide(record.id, "approve");
  return (
    <>
      <Button label="app.exam_fee_refunds.approve" onClick={() => setOpen(true)} disabled={run.isPending} color="success">
        <CheckIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={run.isPending}
        title="app.exam_fee_refunds.approve_title"
        content="app.exam_fee_refunds.approve_content"
        translateOptions={{ amount: yuan(record.amountFen), name: record.chineseName, company: record.companyName, exam: record.examName }}
        onConfirm={() => run.mutate({}, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** 驳回 with the reason the person reads in the letter and on /my/examinfo. */
function RefuseButton({ record }: { record: ExamFeeRefundRow }) {
  const run = useDecide(record.id, "refuse");
  return (
    <ReasonDialogButton
      label="app.exam_fee_refunds.refuse"
      icon={<CloseIcon />}
      title="app.exam_fee_refunds.refuse_title"
      help="app.exam_fee_refunds.refuse_help"
      fieldLabel="resources.exam-fee-refunds.fields.reason"
      schema={FeeRefundRefuseSchema}
      pending={run.isPending}
      onSubmit={(input, close) => run.mutate(input, { onSuccess: close })}
    />
  );
}

/** 通过 and 驳回 while the request waits, for those who may decide (operators); nothing once it is decided. */
export function DecisionButtons() {
  const record = useRecordContext<ExamFeeRefundRow>();
  const { canAccess } = useCanAccess({ resource: "exam-fee-refunds", action: "edit" });
  if (record?.status !== "pending" || !canAccess) return null;
  return (
    <span style={{ display: "inline-flex", gap: 4, flexWrap: "wrap" }}>
      <ApproveButton record={record} />
      <RefuseButton record={record} />
    </span>
  );
}
