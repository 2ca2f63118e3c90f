import type * as v from "valibot";
import { Field, invalidProps } from "@/portal/components/field";
import { FORM_ERROR, type SchemaForm } from "@/portal/lib/form";
import { StarInput } from "./stars";

type ReviewValues = { score: number; content: string };

/**
 * 写评价's fields for a schema form of {score, content} (a course's comment, a pack's review): the stars, the text,
 * the message naming no field and the send button; each form keeps its own schema and call.
 */
export function ReviewFields<S extends v.GenericSchema>(props: {
  form: SchemaForm<ReviewValues, S>;
  id: string;
  maxLength: number;
  placeholder: string;
}) {
  const { form, id } = props;
  const scoreError = form.errorOf("score");
  const contentError = form.errorOf("content");
  const formError = form.errorOf(FORM_ERROR);
  return (
    <>
      <StarInput name={`${id}-score`} value={form.watch("score")} onChange={(n) => form.change("score", n)} />
      {scoreError && (
        <p className="field__error" role="alert">
          {scoreError}
        </p>
      )}
      <Field id={`${id}-content`} label="评价内容" error={contentError}>
        <textarea
          className="input review-form__text"
          rows={3}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          {...invalidProps(`${id}-content`, contentError)}
          {...form.field("content")}
        />
      </Field>
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.submitting}>
        {form.submitting ? "提交中…" : "发表评价"}
      </button>
    </>
  );
}
