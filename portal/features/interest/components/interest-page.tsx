import "./interest-page.css";
import { useId } from "react";
import { INDUSTRY_OTHER_ID, INTEREST_MSG, InterestProfileSchema, indexOptions, toTreelist } from "@/api/contract/interest";
import type { Envelope } from "@/api/contract/protocol/client";
import { CompanyInput } from "@/portal/components/company/company-input";
import { Field, invalidProps } from "@/portal/components/field";
import { useIndustries } from "@/portal/components/industry/industries";
import { IndustrySelect } from "@/portal/components/industry/industry-select";
import { useSubIndustries } from "@/portal/components/industry/sub-industries";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useInterestList } from "@/portal/lib/interest-list";
import { useEditInterest } from "../edit-interest";
import { chosenList } from "../survey-choice";
import { problemOf, useSurveyAnswers } from "../use-survey-answers";
import { InterestSurvey } from "./interest-survey";

const PROFILE_FIELDS = ["chineseName", "companyName", "industryfirst", "industrylast", "industryOther"];

type Props = {
  /** Where to go once saved (already made safe by the route), e.g. /my/index. */
  next: string;
  onSaved: (href: string) => void;
};

/** /user/interest: a new registrant's name, company and industry, then the interest survey (sent as treelist). */
export function InterestPage({ next, onSaved }: Props) {
  const id = useId();
  const ids = { name: `${id}-name`, company: `${id}-company`, first: `${id}-first`, last: `${id}-last`, other: `${id}-other` };
  const industries = useIndustries();
  const form = useSchemaForm({
    schema: InterestProfileSchema,
    defaultValues: { chineseName: "", companyName: "", industryfirst: 0, industrylast: 0, industryOther: "" },
    check: (input) =>
      subOptions.length > 0 && !(input as { industrylast: number }).industrylast
        ? { field: "industrylast", msg: INTEREST_MSG.industryLast }
        : null,
  });
  const [companyName, industryfirst, industrylast] = form.watch(["companyName", "industryfirst", "industrylast"]);
  const subOptions = useSubIndustries(industryfirst);
  const isOther = industryfirst === INDUSTRY_OTHER_ID;
  const categories = useInterestList();
  const survey = useSurveyAnswers(`${id}-survey`, categories);
  const error = form.errorOf;

  const showServerError = (env: Envelope) => {
    const field = (env.data as { field?: string } | null)?.field;
    if (field?.startsWith("cate")) return survey.show(problemOf(env));
    form.showError(field && PROFILE_FIELDS.includes(field) ? field : FORM_ERROR, env.msg);
  };
  const save = useEditInterest({ onFail: showServerError });

  // The profile's first message comes first; the survey's shows as well, once the profile is complete.
  const submit = form.onSubmit(async (profile) => {
    if (!survey.check() || !categories) return;
    const treelist = toTreelist(chosenList(survey.chosen), indexOptions(categories));
    await save.mutateAsync({ ...profile, industrylast: subOptions.length ? industrylast : 0, treelist });
    onSaved(next);
  });

  return (
    <div className="page container interest-page">
      <div className="interest-page__head">
        <p className="interest-page__step">注册成功</p>
        <h1>完善个人信息</h1>
        <p>补充以下信息，我们将为您推荐更合适的课程与活动，并用于活动报名与证书办理。</p>
      </div>
      <form className="card form interest-page__form" onSubmit={submit} noValidate>
        <Field id={ids.name} label="中文姓名" required error={error("chineseName")}>
          <input
            className="input"
            autoComplete="name"
            placeholder="请输入中文姓名"
            maxLength={50}
            {...form.field("chineseName")}
            {...invalidProps(ids.name, error("chineseName"))}
          />
        </Field>

        <Field id={ids.company} label="公司名称" required error={error("companyName")}>
          <CompanyInput
            id={ids.company}
            value={companyName}
            onChange={(v) => form.change("companyName", v)}
            invalid={!!error("companyName")}
            describedBy={error("companyName") ? `${ids.company}-error` : undefined}
          />
        </Field>

        <div className="interest-page__row">
          <Field id={ids.first} label="一级行业" required error={error("industryfirst")}>
            <IndustrySelect
              id={ids.first}
              placeholder="请选择一级行业"
              options={industries}
              value={industryfirst}
              onChange={(first) => {
                form.change("industryfirst", first);
                form.change("industrylast", 0);
              }}
              error={error("industryfirst")}
            />
          </Field>

          {subOptions.length > 0 && (
            <Field id={ids.last} label="二级行业" required error={error("industrylast")}>
              <IndustrySelect
                id={ids.last}
                placeholder="请选择二级行业"
                options={subOptions}
                value={industrylast}
                onChange={(last) => form.change("industrylast", last)}
                error={error("industrylast")}
              />
            </Field>
          )}
        </div>

        {isOther && (
          <Field id={ids.other} label="其他行业" required error={error("industryOther")}>
            <input
              className="input"
              placeholder="请输入您所在的行业"
              maxLength={100}
              {...form.field("industryOther")}
              {...invalidProps(ids.other, error("industryOther"))}
            />
          </Field>
        )}

        <section className="interest-page__survey" aria-labelledby={`${id}-survey-title`}>
          <h2 id={`${id}-survey-title`}>您的兴趣偏好</h2>
          <p>选择您的身份与关注方向，我们将据此为您推荐内容。</p>
          {categories ? (
            <InterestSurvey
              id={`${id}-survey`}
              categories={categories}
              chosen={survey.chosen}
              onChange={survey.change}
              problem={survey.problem}
            />
          ) : (
            <p>加载中…</p>
          )}
          {survey.problem?.cateId === 0 && (
            <p className="field__error" role="alert">
              {survey.problem.msg}
            </p>
          )}
        </section>

        {error(FORM_ERROR) && (
          <p className="field__error" role="alert">
            {error(FORM_ERROR)}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={save.isPending}>
          {save.isPending ? "提交中…" : "提交"}
        </button>
      </form>
    </div>
  );
}
