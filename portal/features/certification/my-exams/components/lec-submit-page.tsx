import "./my-exams.css";
import { useId } from "react";
import { LecSubmitSchema, REQUEST_MSG } from "@/api/contract/certification-requests";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useLecSubmit } from "../lec-submit";

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
      <h1 className="list-page__title">讲师课程提交</h1>
      <form className="card form lec-submit__form" onSubmit={send} noValidate>
        <p className="lec-submit__intro">请将课程资料上传到微云文件夹并分享，填写分享链接与课程名称后提交，我们会尽快审核。</p>
        <TextField
          id={`${id}-link`}
          label="微云文件夹链接"
          required
          error={error("yunlink")}
          inputMode="url"
          placeholder="https://share.weiyun.com/…"
          maxLength={500}
          {...form.field("yunlink")}
        />
        <TextField id={`${id}-name`} label="课程名称" required error={error("coursename")} maxLength={100} {...form.field("coursename")} />
        <FormError message={error(FORM_ERROR)} />
        <SubmitButton pending={submit.isPending}>提交</SubmitButton>
      </form>
    </div>
  );
}
