import "./interest-page.css";
import { useId } from "react";
import { INTEREST_MSG, InterestProfileSchema, indexOptions, toTreelist } from "@/api/contract/interest";
import type { UserInfo } from "@/api/contract/my";
import type { Envelope } from "@/api/contract/protocol/client";
import { FormError } from "@/portal/components/form/form-error";
import { ProfileFields, profileValuesOf, subIndustryIssue } from "@/portal/components/form/profile-fields";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { WithMyProfile } from "@/portal/components/form/with-my-profile";
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

/**
 * /user/interest: a new registrant's name, company and industry, then the interest survey (sent as treelist). What
 * registration already gave the profile (name, industry, an enterprise's company) is filled in.
 */
export function InterestPage(props: Props) {
  return (
    <div className="page container interest-page">
      <div className="interest-page__head">
        <p className="interest-page__step">注册成功</p>
        <h1>完善个人信息</h1>
        <p>补充以下信息，我们将为您推荐更合适的课程与活动，并用于活动报名与证书办理。</p>
      </div>
      <WithMyProfile>{(me) => <InterestForm {...props} me={me} />}</WithMyProfile>
    </div>
  );
}

function InterestForm({ next, onSaved, me }: Props & { me: UserInfo | undefined }) {
  const id = useId();
  const form = useSchemaForm({
    schema: InterestProfileSchema,
    defaultValues: profileValuesOf(me),
    check: (input) => subIndustryIssue(subOptions, input, INTEREST_MSG.industryLast),
  });
  const [industryfirst, industrylast] = form.watch(["industryfirst", "industrylast"]);
  const subOptions = useSubIndustries(industryfirst);
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
    <form className="card form interest-page__form" onSubmit={submit} noValidate>
      <ProfileFields
        idPrefix={id}
        form={form}
        subOptions={subOptions}
        labels={{ name: "中文姓名", first: "一级行业", last: "二级行业" }}
        suggestCompany
        rowClassName="interest-page__row"
      />

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
        <FormError message={survey.problem?.cateId === 0 ? survey.problem.msg : null} />
      </section>

      <FormError message={error(FORM_ERROR)} />
      <SubmitButton pending={save.isPending}>提交</SubmitButton>
    </form>
  );
}
