import { useRouter } from "@tanstack/react-router";
import { useId } from "react";
import type { Envelope } from "@/api/contract/protocol/client";
import { PackFormSchema, type PackForm as PackFormValues, STUDY_MSG } from "@/api/contract/study";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextAreaField, TextField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useAddPack } from "../add-pack";
import { myPackHref } from "../address";
import { useEditPack } from "../edit-pack";
import { useTopicGroups } from "../interests";

const toggled = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/** The interest options the pack is about, as check boxes by question; the schema allows 10. */
function TopicPicker({ value, onChange, error }: { value: number[]; onChange: (list: number[]) => void; error?: string }) {
  const groups = useTopicGroups();
  return (
    <fieldset className="pack-topics" aria-describedby={error ? "pack-topics-error" : undefined}>
      <legend className="field__label">兴趣方向（最多选10个，用于向感兴趣的学员推荐）</legend>
      {groups.map((g) => (
        <fieldset key={g.cateId} className="pack-topics__group">
          <legend className="pack-topics__title">{g.title}</legend>
          <span className="pack-topics__options">
            {g.options.map((o) => (
              <label key={o.id} className={`pack-topic${value.includes(o.id) ? " pack-topic--on" : ""}`}>
                <input type="checkbox" checked={value.includes(o.id)} onChange={() => onChange(toggled(value, o.id))} />
                {o.title}
              </label>
            ))}
          </span>
        </fieldset>
      ))}
      {error && (
        <p className="field__error" id="pack-topics-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** 创建学习包 / 保存: title, memo and interests with the call's own schema; a new pack opens for adding courses. */
export function PackFormCard({ packId, initial }: { packId: number; initial: PackFormValues }) {
  const id = useId();
  const router = useRouter();
  const add = useAddPack();
  const edit = useEditPack(packId);
  const form = useSchemaForm({ schema: PackFormSchema, defaultValues: initial });
  const treelist = form.watch("treelist");
  const submit = form.onSubmit(async (values) => {
    const options = { onFail: (env: Envelope) => void form.serverError(env, { fields: ["title", "memo", "treelist"] }) };
    if (packId) {
      await edit.mutateAsync({ form: values, options });
      toast(STUDY_MSG.saved, { tone: "success" });
      return;
    }
    const created = await add.mutateAsync({ form: values, options });
    toast(STUDY_MSG.created, { tone: "success" });
    await router.navigate({ href: myPackHref(created.packId), replace: true });
  });
  return (
    <form className="card study-panel form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="study-panel__title">
        基本信息
      </h2>
      <TextField
        id={`${id}-name`}
        label="学习包名称"
        required
        error={form.errorOf("title")}
        maxLength={30}
        placeholder="例如：新人投放入门"
        {...form.field("title")}
      />
      <TextAreaField
        id={`${id}-memo`}
        label="简介"
        error={form.errorOf("memo")}
        className="input pack-form__memo"
        rows={3}
        maxLength={200}
        placeholder="这个学习包适合谁、学完能收获什么"
        {...form.field("memo")}
      />
      <TopicPicker value={treelist} onChange={(list) => form.change("treelist", list)} error={form.errorOf("treelist")} />
      <FormError message={form.errorOf(FORM_ERROR)} />
      <div className="pack-form__actions">
        <SubmitButton pending={form.submitting} className="btn btn--primary">
          {packId ? "保存" : "创建学习包"}
        </SubmitButton>
      </div>
    </form>
  );
}
