import "./my-exams.css";
import { useId } from "react";
import { LecSubmitSchema, REQUEST_MSG } from "@/api/contract/certification-requests";
import { Field, invalidProps } from "@/portal/components/field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useLecSubmit } from "../lec-submit";
import { FormActions } from "./form-actions";

const EMPTY = { yunlink: "", coursename: "" };

/** /certification/lecsubmit: a lecturer hands in a course as a Weiyun folder link. */
export function LecSubmitPage() {
  const id = useId();
  const form = useSchemaForm({ schema: LecSubmitSchema, defaultValues: EMPTY });
  const submit = useLecSubmit({ onFail: (env) => form.serverError(env) });
  const error = form.errorOf;

  const send = form.onSubmit(async (input) => {
    await submit.mutateAsync(input);
    toast(REQUEST_MSG.lecDone, { tone: "success" });
    form.reset(EMPTY);
  });

  return (
    <div className="page container my-exams lec-submit">
      <h1 className="my-exams__title">讲师课程提交</h1>
      <form className="card form lec-submit__form" onSubmit={send} noValidate>
        <p className="lec-submit__intro">请将课程资料上传到微云文件夹并分享，填写分享链接与课程名称后提交，我们会尽快审核。</p>
        <Field id={`${id}-link`} label="微云文件夹链接" required error={error("yunlink")}>
          <input
            className="input"
            inputMode="url"
            placeholder="https://share.weiyun.com/…"
            maxLength={500}
            {...form.field("yunlink")}
            {...invalidProps(`${id}-link`, error("yunlink"))}
          />
        </Field>
        <Field id={`${id}-name`} label="课程名称" required error={error("coursename")}>
          <input className="input" maxLength={100} {...form.field("coursename")} {...invalidProps(`${id}-name`, error("coursename"))} />
        </Field>
        <FormActions error={error(FORM_ERROR)} pending={submit.isPending} text="提交" />
      </form>
    </div>
  );
}
