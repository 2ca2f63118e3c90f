import "./growplan.css";
import { useId } from "react";
import { CUSTOM_POST, GrowStartSchema } from "@/api/contract/growplan";
import { invalidProps } from "@/portal/components/field";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { navigateTo } from "@/portal/lib/navigation";
import { useStartOptions } from "../start-options";
import { useStartPlan } from "../start-plan";
import { ChoiceGroup } from "./choice-group";

const EMPTY = { post: "", customPost: "", stage: "", industry: "" };
const asChoices = (list: { id: number; title: string }[]) => list.map((o) => ({ value: String(o.id), title: o.title }));

/** /growplan/start: post (or 自定义 with its own text), growth stage and industry choose the person's plan. */
export function GrowStartPage() {
  const id = useId();
  const options = useStartOptions();
  const form = useSchemaForm({ schema: GrowStartSchema, defaultValues: EMPTY });
  const start = useStartPlan({ onFail: (env) => form.serverError(env) });
  const error = form.errorOf;
  const custom = form.watch("post") === CUSTOM_POST;

  // The payload is what was chosen (ids as text); the schema's output only proves it complete.
  const send = form.onSubmit(async () => {
    await start.mutateAsync(form.getValues());
    navigateTo("/growplan/planlist");
  });

  return (
    <div className="page container grow-start">
      <header className="grow-start__head">
        <h1 className="grow-start__title">定制我的成长计划</h1>
        <p className="grow-start__intro">选择您的岗位、成长阶段和所在行业，我们为您匹配课程、直播与认证考试组成的学习路径。</p>
      </header>
      <form className="card form grow-start__form" onSubmit={send} noValidate>
        <ChoiceGroup
          id={`${id}-post`}
          legend="您的岗位"
          choices={[...asChoices(options.posts), { value: CUSTOM_POST, title: "自定义" }]}
          register={form.field("post")}
          error={error("post")}
        >
          {custom && (
            <div className="grow-choice__custom">
              <label className="visually-hidden" htmlFor={`${id}-custom`}>
                自定义岗位
              </label>
              <input
                className="input"
                placeholder="请填写您的岗位，如：投放主管"
                maxLength={20}
                {...form.field("customPost")}
                {...invalidProps(`${id}-custom`, error("customPost"))}
              />
              {error("customPost") && (
                <p className="field__error" id={`${id}-custom-error`} role="alert">
                  {error("customPost")}
                </p>
              )}
            </div>
          )}
        </ChoiceGroup>
        <ChoiceGroup
          id={`${id}-stage`}
          legend="成长阶段"
          choices={asChoices(options.stages)}
          register={form.field("stage")}
          error={error("stage")}
        />
        <ChoiceGroup
          id={`${id}-industry`}
          legend="所在行业"
          choices={asChoices(options.industries)}
          register={form.field("industry")}
          error={error("industry")}
        />
        <FormError message={error(FORM_ERROR)} />
        <SubmitButton pending={start.isPending} pendingText="正在生成…">
          生成我的成长计划
        </SubmitButton>
      </form>
    </div>
  );
}
