import { FIELD_TYPE, type SignField } from "@/api/contract/activity";
import { MainCompanyInput } from "../company/main-company-input";
import { invalidProps } from "../field";
import { IndustryPicker } from "../industry/industry-picker";
import { CityPicker } from "../region/city-picker";
import type { Answer } from "./answer";

type Props = { id: string; field: SignField; answer: Answer; onChange: (answer: Answer) => void; error?: string };

const TEXT_INPUTS: Record<number, { type: string; placeholder: string; inputMode?: "email" | "numeric" }> = {
  [FIELD_TYPE.email]: { type: "email", placeholder: "请输入邮箱", inputMode: "email" },
  [FIELD_TYPE.qq]: { type: "text", placeholder: "请输入QQ号", inputMode: "numeric" },
  [FIELD_TYPE.wechat]: { type: "text", placeholder: "请输入微信号" },
};

/** The control for one profile field, by its type id (spec 000 section 3); other ids are plain text. */
export function SignFieldInput({ id, field, answer, onChange, error }: Props) {
  if (field.typeId === FIELD_TYPE.mainCompany) {
    return (
      <MainCompanyInput
        id={id}
        value={answer.v}
        onType={(v) => onChange({ ...answer, v, d: "" })}
        onPick={(c) => onChange({ ...answer, v: c.name, d: String(c.id) })}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
      />
    );
  }
  if (field.typeId === FIELD_TYPE.industry) return <IndustryPicker id={id} answer={answer} onChange={onChange} error={error} />;
  if (field.typeId === FIELD_TYPE.city) return <CityPicker id={id} answer={answer} onChange={onChange} error={error} />;
  const text = TEXT_INPUTS[field.typeId] ?? { type: "text", placeholder: `请输入${field.name}` };
  return (
    <input
      className="input"
      type={text.type}
      inputMode={text.inputMode}
      placeholder={text.placeholder}
      maxLength={200}
      value={answer.v}
      onChange={(e) => onChange({ ...answer, v: e.target.value })}
      {...invalidProps(id, error)}
    />
  );
}
