import type { ReactNode } from "react";

type Props = {
  /** id of the control; its error gets `${id}-error` for aria-describedby. */
  id: string;
  label?: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled form control with its message underneath. */
export function Field({ id, label, required, error, hint, children }: Props) {
  return (
    <div className="field">
      {label != null && (
        <label className="field__label" htmlFor={id}>
          {required && <span className="field__required">*</span>}
          {label}
        </label>
      )}
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : (
        hint != null && <p className="field__hint">{hint}</p>
      )}
    </div>
  );
}

/** The aria attributes a control inside <Field> takes. */
export function invalidProps(id: string, error: string | undefined) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}
