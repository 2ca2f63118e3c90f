import "./my-exams.css";
import { type FormEvent, useId, useState } from "react";
import { LecSubmitSchema, REQUEST_MSG } from "@/api/contract/certification-requests";
import { Field, invalidProps } from "@/portal/components/field";
import { toast } from "@/portal/components/toast/toast-store";
import { type FieldErrors, validateForm } from "@/portal/lib/form";
import { useLecSubmit } from "../lec-submit";
import { FormActions, showFailure } from "./form-actions";

/** /certification/lecsubmit: a lecturer hands in a course as a Weiyun folder link. */
export function LecSubmitPage() {
  const id = useId();
  const [values, setValues] = useState({ yunlink: "", coursename: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const onFail = showFailure(setErrors);
  const submit = useLecSubmit({ onFail });

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((x) => ({ ...x, [field]: undefined, _form: undefined }));
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(LecSubmitSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    submit.mutate(checked.output, {
      onSuccess: () => {
        toast(REQUEST_MSG.lecDone, { tone: "success" });
        setValues({ yunlink: "", coursename: "" });
      },
    });
  };

  return (
    <div className="page container my-exams lec-submit">
      <h1 className="my-exams__title">讲师课程提交</h1>
      <form className="card form lec-submit__form" onSubmit={send} noValidate>
        <p className="lec-submit__intro">请将课程资料上传到微云文件夹并分享，填写分享链接与课程名称后提交，我们会尽快审核。</p>
        <Field id={`${id}-link`} label="微云文件夹链接" required error={errors.yunlink}>
          <input
            className="input"
            inputMode="url"
            placeholder="https://share.weiyun.com/…"
            maxLength={500}
            value={values.yunlink}
            onChange={(e) => set("yunlink")(e.target.value)}
            {...invalidProps(`${id}-link`, errors.yunlink)}
          />
        </Field>
        <Field id={`${id}-name`} label="课程名称" required error={errors.coursename}>
          <input
            className="input"
            maxLength={100}
            value={values.coursename}
            onChange={(e) => set("coursename")(e.target.value)}
            {...invalidProps(`${id}-name`, errors.coursename)}
          />
        </Field>
        <FormActions error={errors._form} pending={submit.isPending} text="提交" />
      </form>
    </div>
  );
}
