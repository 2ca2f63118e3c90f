import { useId } from "react";
import { OtherProfileSchema, PROFILE_MSG } from "@/api/contract/exam-profile-forms";
import { TextField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useExamProfile } from "../exam-profile";
import { useSaveOtherProfile } from "../save-profile";
import { ProfileForm } from "./profile-form";

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
  const form = useSchemaForm({
    schema: OtherProfileSchema,
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f.key, f.key === "iDCard" ? saved.idCard : saved[f.key]])) as Record<Key, string>,
  });
  const save = useSaveOtherProfile({ onFail: (env) => form.serverError(env) });

  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync(input);
    toast(PROFILE_MSG.saved, { tone: "success" });
  });

  return (
    <ProfileForm
      title="证书信息"
      other={{ href: "/my/pearsonceredit", text: "考试资料" }}
      onSubmit={submit}
      error={form.errorOf(FORM_ERROR)}
      pending={save.isPending}
    >
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          id={`${id}-${f.key}`}
          label={f.label}
          required={f.required}
          error={form.errorOf(f.key)}
          placeholder={f.placeholder}
          maxLength={f.max}
          {...form.field(f.key)}
        />
      ))}
    </ProfileForm>
  );
}
