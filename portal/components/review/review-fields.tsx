import type * as v from "valibot";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField } from "@/portal/components/form/text-field";
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
  return (
    <>
      <StarInput name={`${id}-score`} value={form.watch("score")} onChange={(n) => form.change("score", n)} />
      <FormError message={form.errorOf("score")} />
      <TextAreaField
        id={`${id}-content`}
        label="评价内容"
        error={form.errorOf("content")}
        className="input review-form__text"
        rows={3}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        {...form.field("content")}
      />
      <FormError message={form.errorOf(FORM_ERROR)} />
      <SubmitButton pending={form.submitting} className="btn btn--primary">
        发表评价
      </SubmitButton>
    </>
  );
}
