import { FORM_ERROR } from "@/portal/lib/form";

/** The message of a form's failure that names no field, above its button. */
export function FormError({ form }: { form: { errorOf(name: string): string | undefined } }) {
  const msg = form.errorOf(FORM_ERROR);
  return msg ? (
    <p className="field__error" role="alert">
      {msg}
    </p>
  ) : null;
}
