import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { AREA_CODES } from "@/api/contract/mobile";
import { Field, invalidProps } from "../field";

type Props = {
  /** id of the number input. */
  id: string;
  label: string;
  required?: boolean;
  /** The message under the field (the number's, else the area code's). */
  error?: string;
  /** The number input's own mark, when it differs from the field's message. */
  inputError?: string;
  /** The row holding both controls, and the area code select's class (each form lays them out its way). */
  rowClassName: string;
  areaClassName: string;
  areaLabel?: string;
  /** The two controls' registrations in the form kit. */
  areaCode: UseFormRegisterReturn;
  mobile: UseFormRegisterReturn;
  /** Further attributes of the number input (type, placeholder, autocomplete). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { "data-autofocus"?: boolean };
};

/** 手机号: the area code select (AREA_CODES) and the number beside it. */
export function MobileField({
  id,
  label,
  required,
  error,
  inputError = error,
  rowClassName,
  areaClassName,
  areaLabel = "国家或地区区号",
  ...rest
}: Props) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <div className={rowClassName}>
        <select className={`select ${areaClassName}`} aria-label={areaLabel} {...rest.areaCode}>
          {AREA_CODES.map((a) => (
            <option key={a.code} value={a.code}>
              {a.code} {a.name}
            </option>
          ))}
        </select>
        <input className="input" maxLength={20} {...rest.inputProps} {...rest.mobile} {...invalidProps(id, inputError)} />
      </div>
    </Field>
  );
}
