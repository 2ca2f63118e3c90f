/** A form's message that names no field (`errorOf(FORM_ERROR)`, or a page's own), above its submit button. */
export function FormError({ message }: { message?: string | null }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}
