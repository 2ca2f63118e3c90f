import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

type Props = {
  id: string;
  legend: string;
  choices: { value: string; title: string }[];
  /** The radios' registration (the form kit's `field(name)`). */
  register: UseFormRegisterReturn;
  error?: string;
  /** Below the choices (the 自定义 post's text field). */
  children?: ReactNode;
};

/** One required question of the start form: its options as radio chips, its message underneath. */
export function ChoiceGroup({ id, legend, choices, register, error, children }: Props) {
  return (
    <fieldset className="field grow-choice" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="field__label">
        <span className="field__required">*</span>
        {legend}
      </legend>
      <div className="grow-choice__options">
        {choices.map((c) => (
          <label key={c.value} className="choice-chip">
            <input type="radio" value={c.value} {...register} />
            <span>{c.title}</span>
          </label>
        ))}
      </div>
      {children}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
