import { Field } from "../field";
import { Combobox } from "./combobox";
import { useCompanySuggestions } from "./company-suggestions";

type Props = {
  /** id of the input; its message gets `${id}-error`. */
  id: string;
  /** 公司名称, 企业名称. */
  label: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** A company's name, labelled, with suggestions from company/GetByKeyName; free text is fine too. */
export function CompanyField({ id, label, required, value, onChange, error }: Props) {
  const suggestions = useCompanySuggestions(value).filter((s) => s.companyName !== value);
  return (
    <Field id={id} label={label} required={required} error={error}>
      <Combobox
        id={id}
        value={value}
        items={suggestions}
        itemKey={(s) => s.id}
        renderItem={(s) => (
          <>
            <span>{s.companyName}</span>
            {s.mainCompany && s.mainCompany.name !== s.companyName && <small>主体：{s.mainCompany.name}</small>}
          </>
        )}
        onType={onChange}
        onPick={(s) => onChange(s.companyName)}
        placeholder="请输入公司全称"
        listLabel="公司名称建议"
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
      />
    </Field>
  );
}
