import { Combobox } from "./combobox";
import { useCompanySuggestions } from "./company-suggestions";

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** 公司名称 with suggestions from company/GetByKeyName; free text is fine too. */
export function CompanyInput({ id, value, onChange, invalid, describedBy }: Props) {
  const suggestions = useCompanySuggestions(value).filter((s) => s.companyName !== value);
  return (
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
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
