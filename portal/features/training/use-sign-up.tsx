import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { openModal } from "../../components/modal/modal-store";
import { registerCodeHandler } from "../../lib/api";
import { showSignUpResult } from "./components/result-popups";
import { SignUpFormDialog } from "./components/sign-up-form-dialog";
import { parseDetailButton } from "./detail-button";
import { applyTraining, type SignUpFormData, type SignUpResult } from "./training-apply";
import { getTrainingDetailQueryOptions } from "./training-detail";

type Target = { strId: string; detailButton: string };

/**
 * The live sign-up flow of spec 000 section 4 for the page using it: training/apply, the 1501 form pop-up, then the
 * result pop-up (or the room). Answers `signUp(strId, detailButton)`.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  const target = useRef<Target>({ strId: "", detailButton: "{}" });

  const finish = (result: SignUpResult) => {
    const { strId, detailButton } = target.current;
    void queryClient.invalidateQueries({ queryKey: getTrainingDetailQueryOptions(strId).queryKey });
    showSignUpResult(result, strId, parseDetailButton(detailButton));
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  useEffect(
    () =>
      registerCodeHandler(1501, (env) => {
        const form = env.data as SignUpFormData;
        const dialog = openModal({
          title: `报名：${form.title}`,
          size: "md",
          content: (
            <SignUpFormDialog
              form={form}
              onResult={(result) => {
                dialog.close();
                finishRef.current(result);
              }}
            />
          ),
        });
      }),
    [],
  );

  return async (strId: string, detailButton: string) => {
    target.current = { strId, detailButton };
    const result = await applyTraining(strId);
    if (result) finish(result);
  };
}
