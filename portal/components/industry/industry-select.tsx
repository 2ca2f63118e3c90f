import { Field, invalidProps } from "../field";

type Props = {
  id: string;
  placeholder: string;
  options: { id: number; title: string }[];
  value: number;
  onChange: (id: number) => void;
  error?: string;
};

/** One level of the industry picker; 0 is "not chosen". */
export function IndustrySelect({ id, placeholder, options, value, onChange, error }: Props) {
  return (
    <select className="select" value={value} onChange={(e) => onChange(Number(e.target.value))} {...invalidProps(id, error)}>
      <option value={0}>{placeholder}</option>
      {options.map((i) => (
        <option key={i.id} value={i.id}>
          {i.title}
        </option>
      ))}
    </select>
  );
}

/** `IndustrySelect` labelled, with its message underneath (an industry, a sub-industry, a role from the same kind of list). */
export function IndustryField({ label, required, ...select }: Props & { label: string; required?: boolean }) {
  return (
    <Field id={select.id} label={label} required={required} error={select.error}>
      <IndustrySelect {...select} />
    </Field>
  );
}
