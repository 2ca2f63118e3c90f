import type { ComponentProps, ReactNode } from "react";
import { Field, invalidProps } from "../field";

/** What a labelled control has around it (`Field`): the label with its required mark, then its message or hint. */
type Around = {
  /** id of the control; its message gets `${id}-error`, which the control names in aria-describedby. */
  id: string;
  label?: ReactNode;
  /** The required mark beside the label (the schema says what is required). */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
};

/** A control's own attributes beside a registration (`{...form.field(name)}`), less what the field sets itself. */
type Own<T extends "input" | "select" | "textarea"> = Omit<ComponentProps<T>, "id" | "required"> & { "data-autofocus"?: boolean };

/**
 * A labelled text input (text, number, tel, email, url, month) with its message underneath: aria-invalid and
 * aria-describedby follow the message. Its class is `input` unless given.
 */
export function TextField({ id, label, required, error, hint, className = "input", ...input }: Around & Own<"input">) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <input className={className} {...input} {...invalidProps(id, error)} />
    </Field>
  );
}

/** A labelled text area, wired as `TextField` is. Its class is `input` unless given. */
export function TextAreaField({ id, label, required, error, hint, className = "input", ...area }: Around & Own<"textarea">) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <textarea className={className} {...area} {...invalidProps(id, error)} />
    </Field>
  );
}

/** A labelled select of the options given as its children, wired as `TextField` is. */
export function SelectField({ id, label, required, error, hint, className = "select", ...select }: Around & Own<"select">) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <select className={className} {...select} {...invalidProps(id, error)} />
    </Field>
  );
}
