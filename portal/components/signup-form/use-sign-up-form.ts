import { useEffect } from "react";
import type * as v from "valibot";
import { type FormIssue, type SchemaForm, useSchemaForm } from "../../lib/form";
import { useMyProfile } from "../../lib/my-profile";
import type { Answer } from "./answer";
import { profileAnswers } from "./profile-answers";
import type { SurveyDraft } from "./survey-answer";

/** What a sign-up form holds while it is filled in: answers by profile field (typeId), survey drafts by question id. */
export type SignUpValues = { answers: Record<number, Answer>; survey: Record<number, SurveyDraft>; agree: boolean };

/**
 * The form kit for a sign-up form (live sessions, activities): the payload is built from the answers by `toInput`,
 * checked by the call's schema and by the rules that need the operator's form (`check`).
 */
export function useSignUpForm<S extends v.GenericSchema>(options: {
  schema: S;
  toInput: (values: SignUpValues) => unknown;
  check?: (input: unknown, output: v.InferOutput<S> | undefined) => FormIssue[] | FormIssue | null | undefined;
}) {
  const form: SchemaForm<SignUpValues, S> = useSchemaForm<SignUpValues, S>({
    ...options,
    defaultValues: { answers: {}, survey: {}, agree: false },
  });
  const [answers, survey] = form.watch(["answers", "survey"]);
  // The person's profile (/my/edit) fills in what the form asks again; anything already typed stays.
  const { me } = useMyProfile();
  useEffect(() => {
    const known = profileAnswers(me);
    if (Object.keys(known).length) form.setValue("answers", { ...known, ...form.getValues("answers") });
  }, [me, form.setValue, form.getValues]);
  /** The props SignUpFields takes from the form. */
  const fieldProps = {
    answers,
    survey,
    errorOf: form.errorOf,
    onAnswer: (typeId: number, answer: Answer, field: string) => {
      form.setValue("answers", { ...form.getValues("answers"), [typeId]: answer });
      form.clear(field);
    },
    onSurvey: (questionId: number, draft: SurveyDraft, field: string) => {
      form.setValue("survey", { ...form.getValues("survey"), [questionId]: draft });
      form.clear(field);
    },
  };
  return { form, fieldProps };
}
