import { useEffect, useId, useState } from "react";
import { AddUserInterestSchema, indexOptions } from "@/api/contract/interest";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { modals, openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { useSchemaForm } from "@/portal/lib/form";
import { useInterestList } from "@/portal/lib/interest-list";
import type { HomePopRound } from "@/portal/lib/pop-round";
import { addUserInterest, fetchInterestAlert } from "../interest-survey";
import { toAnswers } from "../survey-choice";
import { problemOf, useSurveyAnswers } from "../use-survey-answers";
import { InterestSurvey } from "./interest-survey";

const CLOSED_KEY = "home-interest-pop";

/** Closed unanswered, the pop-up waits for the next browser session rather than greet every home visit. */
function closedThisSession() {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === "1";
  } catch {
    return false;
  }
}
function rememberClosed() {
  try {
    sessionStorage.setItem(CLOSED_KEY, "1");
  } catch {
    // Without storage it may show again on the next visit: harmless.
  }
}

/**
 * The home page's interest pop-up, asked for when home/interestAlert answers count 1: the first of the home pop-ups
 * (pops), and it waits until no other modal (a sign-up result) is open.
 */
export function InterestPop({ signedIn, pops }: { signedIn: boolean; pops: HomePopRound }) {
  const [due, setDue] = useState(false);
  const open = modals.use().length;
  useEffect(() => {
    const asked = signedIn && !closedThisSession();
    const wants = asked ? fetchInterestAlert().then((count) => count === 1) : Promise.resolve(false);
    let left = false;
    void pops.offer("interest", wants).then((may) => !left && setDue(may));
    return () => {
      left = true;
    };
  }, [signedIn, pops]);
  useEffect(() => {
    if (!due || open) return;
    setDue(false);
    openModal({ title: "兴趣调查", size: "lg", onClose: rememberClosed, content: (close) => <InterestPopForm onDone={close} /> });
  }, [due, open]);
  return null;
}

function InterestPopForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const categories = useInterestList();
  const survey = useSurveyAnswers(id, categories);
  const form = useSchemaForm({
    schema: AddUserInterestSchema,
    defaultValues: {},
    toInput: () => ({ list: toAnswers(survey.chosen, indexOptions(categories ?? [])) }),
  });
  if (!categories) return <p className="dialog__text">加载中…</p>;

  const submit = form.onSubmit(async () => {
    if (!survey.check()) return;
    await addUserInterest(toAnswers(survey.chosen, indexOptions(categories)), { onFail: (env) => survey.show(problemOf(env)) });
    toast("提交成功", { tone: "success" });
    onDone();
  });
  const formProblem = survey.problem?.cateId === 0 ? survey.problem.msg : form.errorOf("list");

  return (
    <form className="interest-pop" onSubmit={submit} noValidate>
      <p className="interest-pop__lead">花1分钟告诉我们您的身份与关注方向，我们将为您推荐更合适的课程、直播与活动。</p>
      <InterestSurvey id={id} categories={categories} chosen={survey.chosen} onChange={survey.change} problem={survey.problem} />
      <FormError message={formProblem} />
      <div className="dialog__actions interest-pop__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          稍后再说
        </button>
        <SubmitButton pending={form.submitting} className="btn btn--primary">
          提交
        </SubmitButton>
      </div>
    </form>
  );
}
