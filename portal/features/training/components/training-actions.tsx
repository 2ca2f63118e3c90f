import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { gradePath } from "@/api/contract/grading";
import type { TrainingDetail } from "@/api/contract/training";
import { AppLink } from "@/portal/components/app-link";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { toast } from "@/portal/components/toast/toast-store";
import { cancelAction, cancelApply } from "../cancel-apply";
import { phaseButton } from "../phase-button";
import { getTrainingDetailQueryOptions } from "../training-detail";
import { useSignUp } from "../use-sign-up";

/** Once the session has started, a person holding a place may grade it (docs/decisions/0034). */
const mayGrade = (d: TrainingDetail) => d.timeStatus !== 1 && d.attendStatus === "signed" && d.attend.audit !== 2;

/**
 * The detail pages' buttons: the phase button with the sign-up flow, 取消报名 / 退出候补 before the start, and 课程评分
 * from the start on.
 */
export function TrainingActions({ detail }: { detail: TrainingDetail }) {
  const signUp = useSignUp();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const button = phaseButton(detail);
  const cancel = cancelAction(detail);

  const busy = async (work: () => Promise<unknown>) => {
    setPending(true);
    try {
      await work();
    } finally {
      setPending(false);
    }
  };

  const giveUp = async () => {
    if (!cancel || !(await confirmModal(cancel.question, { title: cancel.label, okText: cancel.label, cancelText: "再想想" }))) return;
    await busy(async () => {
      try {
        await cancelApply(detail.strId);
        toast(cancel.done, { tone: "success" });
      } catch {
        // The failure's message is already a toast.
      }
      await queryClient.invalidateQueries({ queryKey: getTrainingDetailQueryOptions(detail.strId).queryKey });
    });
  };

  return (
    <div className="training-actions">
      <button
        type="button"
        className="btn btn--primary btn--lg training-actions__main"
        disabled={!button.active || pending}
        onClick={() => void busy(() => signUp(detail.strId, detail.tra.detailButton))}
      >
        {button.label}
      </button>
      {cancel && (
        <button type="button" className="btn btn--ghost btn--lg" disabled={pending} onClick={() => void giveUp()}>
          {cancel.label}
        </button>
      )}
      {mayGrade(detail) && (
        <AppLink href={gradePath(detail.strId)} className="btn btn--ghost btn--lg">
          课程评分
        </AppLink>
      )}
    </div>
  );
}
