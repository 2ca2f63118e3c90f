import { useId } from "react";
import { CV_MSG, CvBaseSchema, type CvView } from "@/api/contract/zhaopin-cv";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useSaveCv } from "../save-cv";

const MAX = 1000;

/** The description pop-up (个人优势): sends the whole CV (ZhaoPin/SetMyCV) with the new text. */
export function DescriptionForm({ cv, onDone }: { cv: CvView; onDone: () => void }) {
  const id = useId();
  const { id: _id, userID: _u, isPublic: _p, photo: _ph, ...base } = cv;
  const form = useSchemaForm({
    schema: CvBaseSchema,
    defaultValues: { description: cv.description },
    toInput: (x: { description: string }) => ({ ...base, description: x.description }),
  });
  const save = useSaveCv({ onFail: (env) => form.serverError(env, { fields: ["description"] }) });
  const text = form.watch("description") ?? "";
  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync(input);
    toast(CV_MSG.saved, { tone: "success" });
    onDone();
  });
  const err = form.errorOf("description") ?? form.errorOf(FORM_ERROR);
  return (
    <form className="form cv-form" onSubmit={submit} noValidate>
      <TextAreaField
        id={`${id}-desc`}
        label="个人优势"
        error={err}
        hint={`${text.length}/${MAX}`}
        className="input cv-form__textarea"
        rows={8}
        maxLength={MAX}
        placeholder="介绍您的专业技能、项目经验和职业亮点，让HR更快了解您"
        {...form.field("description")}
      />
      <SubmitButton pending={save.isPending} pendingText="保存中…">
        保存
      </SubmitButton>
    </form>
  );
}
