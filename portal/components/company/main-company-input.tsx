import type { MainCompany } from "@/api/contract/company";
import { Combobox } from "./combobox";
import { useMainCompanies } from "./main-companies";

type Props = {
  id: string;
  value: string;
  /** Typing drops the earlier choice: only a picked main company counts (spec 000 section 5). */
  onType: (text: string) => void;
  onPick: (company: MainCompany) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** 公司主体: searched with company/GetTycName from 2 characters. */
export function MainCompanyInput({ id, value, onType, onPick, invalid, describedBy }: Props) {
  const found = useMainCompanies(value).filter((c) => c.name !== value);
  return (
    <Combobox
      id={id}
      value={value}
      items={found}
      itemKey={(c) => c.id}
      renderItem={(c) => c.name}
      onType={onType}
      onPick={onPick}
      placeholder="输入至少 2 个字搜索并选择公司主体"
      listLabel="公司主体"
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
