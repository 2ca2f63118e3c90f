import "./interest-page.css";
import { type FormEvent, useId, useState } from "react";
import { INDUSTRY_OTHER_ID, INTEREST_MSG, InterestProfileSchema, indexOptions, toTreelist } from "@/api/contract/interest";
import { Field, invalidProps } from "@/portal/components/field";
import { useIndustries } from "@/portal/components/industry/industries";
import { IndustrySelect } from "@/portal/components/industry/industry-select";
import { useSubIndustries } from "@/portal/components/industry/sub-industries";
import { type FieldErrors, validateForm } from "@/portal/lib/form";
import type { Envelope } from "@/portal/lib/protocol/client";
import { useEditInterest } from "../edit-interest";
import { useInterestList } from "../interest-survey";
import { chosenList } from "../survey-choice";
import { problemOf, useSurveyAnswers } from "../use-survey-answers";
import { CompanyInput } from "./company-input";
import { InterestSurvey } from "./interest-survey";

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
  const [values, setValues] = useState({ chineseName: "", companyName: "", industryfirst: 0, industrylast: 0, industryOther: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const subOptions = useSubIndustries(values.industryfirst);
  const isOther = values.industryfirst === INDUSTRY_OTHER_ID;
  const categories = useInterestList();
  const survey = useSurveyAnswers(`${id}-survey`, categories);

  const showServerError = (env: Envelope) => {
    const field = (env.data as { field?: string } | null)?.field;
    if (field?.startsWith("cate")) return survey.show(problemOf(env));
    setErrors((e) => ({ ...e, [field && field in values ? field : "_form"]: env.msg }));
  };
  const save = useEditInterest({ onFail: showServerError });

  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, _form: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(InterestProfileSchema, values);
    const found = { ...checked.errors };
    if (subOptions.length > 0 && !values.industrylast) found.industrylast ??= INTEREST_MSG.industryLast;
    const profileOk = checked.ok && !found.industrylast;
    setErrors(found);
    // The profile's first message comes first; the survey's shows as well, once the profile is complete.
    if (!profileOk || !survey.check() || !categories) return;
    try {
      const treelist = toTreelist(chosenList(survey.chosen), indexOptions(categories));
      await save.mutateAsync({ ...checked.output, industrylast: subOptions.length ? values.industrylast : 0, treelist });
      onSaved(next);
    } catch {
      // Shown under its field (or in a toast) by showServerError / the api layer.
    }
  };

  return (
    <div className="page container interest-page">
      <div className="interest-page__head">
        <p className="interest-page__step">注册成功</p>
        <h1>完善个人信息</h1>
        <p>补充以下信息，我们将为您推荐更合适的课程与活动，并用于活动报名与证书办理。</p>
      </div>
      <form className="card form interest-page__form" onSubmit={submit} noValidate>
        <Field id={ids.name} label="中文姓名" required error={errors.chineseName}>
          <input
            className="input"
            autoComplete="name"
            placeholder="请输入中文姓名"
            maxLength={50}
            value={values.chineseName}
            onChange={(e) => set("chineseName", e.target.value)}
            {...invalidProps(ids.name, errors.chineseName)}
          />
        </Field>

        <Field id={ids.company} label="公司名称" required error={errors.companyName}>
          <CompanyInput
            id={ids.company}
            value={values.companyName}
            onChange={(v) => set("companyName", v)}
            invalid={!!errors.companyName}
            describedBy={errors.companyName ? `${ids.company}-error` : undefined}
          />
        </Field>

        <div className="interest-page__row">
          <Field id={ids.first} label="一级行业" required error={errors.industryfirst}>
            <IndustrySelect
              id={ids.first}
              placeholder="请选择一级行业"
              options={industries}
              value={values.industryfirst}
              onChange={(first) => {
                set("industryfirst", first);
                set("industrylast", 0);
              }}
              error={errors.industryfirst}
            />
          </Field>

          {subOptions.length > 0 && (
            <Field id={ids.last} label="二级行业" required error={errors.industrylast}>
              <IndustrySelect
                id={ids.last}
                placeholder="请选择二级行业"
                options={subOptions}
                value={values.industrylast}
                onChange={(last) => set("industrylast", last)}
                error={errors.industrylast}
              />
            </Field>
          )}
        </div>

        {isOther && (
          <Field id={ids.other} label="其他行业" required error={errors.industryOther}>
            <input
              className="input"
              placeholder="请输入您所在的行业"
              maxLength={100}
              value={values.industryOther}
              onChange={(e) => set("industryOther", e.target.value)}
              {...invalidProps(ids.other, errors.industryOther)}
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

        {errors._form && (
          <p className="field__error" role="alert">
            {errors._form}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={save.isPending}>
          {save.isPending ? "提交中…" : "提交"}
        </button>
      </form>
    </div>
  );
}
