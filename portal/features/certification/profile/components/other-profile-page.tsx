import { type FormEvent, useId, useState } from "react";
import { OtherProfileSchema, PROFILE_MSG } from "@/api/contract/exam-profile";
import { Field, invalidProps } from "@/portal/components/field";
import { toast } from "@/portal/components/toast/toast-store";
import { type FieldErrors, validateForm } from "@/portal/lib/form";
import { useExamProfile, useSaveOtherProfile } from "../exam-profile";
import { ProfileForm, showFailure } from "./profile-form";

type Key = "chineseName" | "lastName" | "firstName" | "iDCard" | "email" | "phone" | "postAddress";

const FIELDS: { key: Key; label: string; required?: boolean; placeholder?: string; max: number }[] = [
  { key: "chineseName", label: "姓名", required: true, max: 30 },
  { key: "lastName", label: "姓（拼音）", required: true, placeholder: "如 Zhang", max: 40 },
  { key: "firstName", label: "名（拼音）", required: true, placeholder: "如 San", max: 40 },
  { key: "iDCard", label: "身份证号/护照号", required: true, max: 18 },
  { key: "phone", label: "联系电话", placeholder: "手机或固话，选填", max: 20 },
  { key: "email", label: "邮箱", placeholder: "选填", max: 100 },
  { key: "postAddress", label: "邮寄地址", placeholder: "选填", max: 200 },
];

/** /my/examedit: the exam profile (other form): the name in pinyin as the certificate prints it, the ID, contacts. */
export function OtherProfilePage() {
  const id = useId();
  const saved = useExamProfile();
  const [values, setValues] = useState<Record<Key, string>>({ ...saved, iDCard: saved.idCard });
  const [errors, setErrors] = useState<FieldErrors>({});
  const onFail = showFailure(setErrors);
  const save = useSaveOtherProfile({ onFail });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(OtherProfileSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(checked.output, { onSuccess: () => toast(PROFILE_MSG.saved, { tone: "success" }) });
  };

  return (
    <ProfileForm
      title="证书信息"
      other={{ href: "/my/pearsonceredit", text: "考试资料" }}
      onSubmit={submit}
      error={errors._form}
      pending={save.isPending}
    >
      {FIELDS.map((f) => (
        <Field key={f.key} id={`${id}-${f.key}`} label={f.label} required={f.required} error={errors[f.key]}>
          <input
            className="input"
            placeholder={f.placeholder}
            maxLength={f.max}
            value={values[f.key]}
            onChange={(e) => {
              setValues((v) => ({ ...v, [f.key]: e.target.value }));
              setErrors((x) => ({ ...x, [f.key]: undefined, _form: undefined }));
            }}
            {...invalidProps(`${id}-${f.key}`, errors[f.key])}
          />
        </Field>
      ))}
    </ProfileForm>
  );
}
