/** The end of a request form: a message naming no field, then the submit button (disabled while it is sent). */
export function FormActions({ error, pending, text = "提交申请" }: { error?: string; pending: boolean; text?: string }) {
  return (
    <>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={pending}>
        {pending ? "提交中…" : text}
      </button>
    </>
  );
}
