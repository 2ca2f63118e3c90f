import {
  GRADE_MSG,
  GRADE_SCALE,
  GRADE_SUCCESS_PATH,
  type GradeAnswer,
  type GradePage,
  type GradeQuestion,
  GradeSubmitSchema,
  incompleteQuestions,
} from "@/api/contract/grading";
import { FORM_ERROR, type SchemaForm, useSchemaForm } from "@/portal/lib/form";
import { navigateTo } from "@/portal/lib/navigation";
import { useSubmitGrade } from "../submit-grade";

type Values = { answers: Record<string, string>; suggest: string };

const answerKey = (questionId: number, optionId: number) => `q${questionId}o${optionId}`;
const questionError = (questionId: number) => `question.${questionId}`;

/** The chosen radios as the call's list, in the page's order; an item left unrated is simply absent. */
function answersOf(page: GradePage, answers: Values["answers"]): GradeAnswer[] {
  return page.questions.flatMap((q) =>
    q.options.flatMap((o) => {
      const val = answers[answerKey(q.id, o.id)];
      return val ? [{ trainId: page.eventId, questionId: q.id, optionId: o.id, val: Number(val) }] : [];
    }),
  );
}

/** One item: its name and the five points of the scale as radio chips. */
function ItemScale({
  form,
  question,
  option,
}: {
  form: SchemaForm<Values, typeof GradeSubmitSchema>;
  question: GradeQuestion;
  option: GradeQuestion["options"][number];
}) {
  const name = `answers.${answerKey(question.id, option.id)}` as const;
  const register = form.register(name, { onChange: () => form.clear(questionError(question.id)) });
  return (
    <div className="grade-item">
      <span className="grade-item__title" id={`grade-${question.id}-${option.id}`}>
        {option.title}
      </span>
      <div className="grade-item__scale" role="radiogroup" aria-labelledby={`grade-q${question.id} grade-${question.id}-${option.id}`}>
        {GRADE_SCALE.map((s) => (
          <label key={s.val} className="choice-chip grade-chip">
            <input type="radio" value={String(s.val)} {...register} />
            <span>{s.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * The grading form (spec 001 section 5 "Grading"): each question's four items each take one of five radios; a
 * question left incomplete says 请填写完整信息 under it and above the button, and nothing is sent. Success goes to
 * /TrainingEvent/GradeSuccess.
 */
export function GradeForm({ page }: { page: GradePage }) {
  const form = useSchemaForm({
    schema: GradeSubmitSchema,
    defaultValues: { answers: {}, suggest: "" } as Values,
    toInput: (x: Values) => ({ eventId: page.eventId, list: answersOf(page, x.answers), suggest: x.suggest }),
    check: (input) => {
      const { list } = input as { list: GradeAnswer[] };
      const missing = incompleteQuestions(
        page.questions.map((q) => q.id),
        list,
      );
      return missing.map((id) => ({ field: questionError(id), msg: GRADE_MSG.incomplete }));
    },
  });
  const submit = useSubmitGrade(page.eventId, { onFail: (env) => form.serverError(env) });
  const onSubmit = form.onSubmit(async (input) => {
    await submit.mutateAsync(input);
    navigateTo(`${GRADE_SUCCESS_PATH}?eventId=${encodeURIComponent(page.eventId)}`);
  });
  // Above the button too: the message of any incomplete question, or the server's naming no field.
  const incomplete = page.questions.some((q) => form.errorOf(questionError(q.id))) ? GRADE_MSG.incomplete : undefined;
  const formError = form.errorOf(FORM_ERROR) ?? form.errorOf("list") ?? incomplete;
  return (
    <form className="form grade-form" onSubmit={onSubmit} noValidate>
      {page.questions.map((q, i) => {
        const error = form.errorOf(questionError(q.id));
        return (
          <section key={q.id} className="card grade-question" aria-invalid={error ? true : undefined} data-question={q.id}>
            <h2 className="grade-question__title" id={`grade-q${q.id}`}>
              {i + 1}. {q.title}
              {q.lecturer && <span className="grade-question__lecturer">讲师 {q.lecturer}</span>}
            </h2>
            {q.options.map((o) => (
              <ItemScale key={o.id} form={form} question={q} option={o} />
            ))}
            {error && (
              <p className="field__error" role="alert">
                {error}
              </p>
            )}
          </section>
        );
      })}
      <section className="card grade-question">
        <label className="grade-question__title" htmlFor="grade-suggest">
          意见与建议（选填）
        </label>
        <textarea
          id="grade-suggest"
          className="input grade-suggest"
          rows={4}
          maxLength={500}
          placeholder="您对本次课程的意见或建议"
          {...form.field("suggest")}
        />
        {form.errorOf("suggest") && <p className="field__error">{form.errorOf("suggest")}</p>}
      </section>
      {formError && (
        <p className="field__error grade-form__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--lg grade-form__submit" disabled={form.submitting}>
        提交评分
      </button>
    </form>
  );
}
