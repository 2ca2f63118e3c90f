import { useCallback, useId } from "react";
import type { UserInfo } from "@/api/contract/my";
import {
  CV_AGE_MAX,
  CV_AGE_MIN,
  EDUCATIONS,
  JOB_STATUS_LABEL,
  PLACEHOLDER,
  SEX_LABEL,
  WORK_STYLES,
  WORK_YEARS,
} from "@/api/contract/zhaopin";
import { CV_MSG, CvBaseSchema, type CvView } from "@/api/contract/zhaopin-cv";
import { Field } from "@/portal/components/field";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { SelectField, TextField } from "@/portal/components/form/text-field";
import { WithMyProfile } from "@/portal/components/form/with-my-profile";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useSaveCv } from "../save-cv";
import { CvRegion } from "./cv-region";

type Values = {
  chineseName: string;
  sex: string;
  age: string;
  province: string;
  city: string;
  education: string;
  workStyle: string;
  workYears: string;
  jobStatus: string;
  description: string;
};

const AGES = Array.from({ length: CV_AGE_MAX - CV_AGE_MIN + 1 }, (_, i) => CV_AGE_MIN + i);

/** The form's values: the CV's own, or, for a new CV, what the profile (/my/edit) already says. */
function valuesOf(cv: CvView, me: UserInfo | undefined): Values {
  const fresh = cv.id === 0;
  return {
    chineseName: cv.chineseName || (fresh ? (me?.chineseName ?? "") : ""),
    sex: String(cv.sex),
    age: String(cv.age),
    province: (fresh && me?.province) || cv.province,
    city: (fresh && me?.province ? me.city : cv.city) ?? "",
    education: cv.education || PLACEHOLDER.education,
    workStyle: cv.workStyle,
    workYears: cv.workYears || PLACEHOLDER.workYears,
    jobStatus: String(cv.jobStatus),
    description: cv.description,
  };
}

/** The base info pop-up: waits for the profile so a new CV starts from it and nothing typed is overwritten. */
export function BaseInfoForm({ cv, onDone }: { cv: CvView; onDone: () => void }) {
  return <WithMyProfile loadingClassName="cv-form__loading">{(me) => <BaseInfoFields cv={cv} me={me} onDone={onDone} />}</WithMyProfile>;
}

function BaseInfoFields({ cv, me, onDone }: { cv: CvView; me: UserInfo | undefined; onDone: () => void }) {
  const id = useId();
  const form = useSchemaForm({ schema: CvBaseSchema, defaultValues: valuesOf(cv, me) });
  const save = useSaveCv({ onFail: (env) => form.serverError(env) });
  const error = form.errorOf;
  const [province, city] = form.watch(["province", "city"]);
  const { change } = form;
  const onRegion = useCallback(
    (p: string, c: string) => {
      change("province", p);
      change("city", c);
    },
    [change],
  );

  const submit = form.onSubmit(async (input) => {
    await save.mutateAsync(input);
    toast(CV_MSG.saved, { tone: "success" });
    onDone();
  });

  return (
    <form className="form cv-form" onSubmit={submit} noValidate>
      <div className="cv-form__grid cv-form__grid--compact">
        <TextField
          id={`${id}-name`}
          label="姓名"
          required
          error={error("chineseName")}
          maxLength={20}
          autoComplete="name"
          {...form.field("chineseName")}
        />
        <SelectField id={`${id}-sex`} label="性别" required error={error("sex")} {...form.field("sex")}>
          <option value="-1">请选择性别</option>
          {Object.entries(SEX_LABEL).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField id={`${id}-age`} label="年龄" required error={error("age")} {...form.field("age")}>
          {AGES.map((a) => (
            <option key={a} value={a}>
              {a}岁
            </option>
          ))}
        </SelectField>
        <SelectField id={`${id}-edu`} label="最高学历" required error={error("education")} {...form.field("education")}>
          <option value={PLACEHOLDER.education}>{PLACEHOLDER.education}</option>
          {EDUCATIONS.map((e) => (
            <option key={e}>{e}</option>
          ))}
        </SelectField>
        <SelectField id={`${id}-years`} label="工作经验" error={error("workYears")} {...form.field("workYears")}>
          <option value={PLACEHOLDER.workYears}>{PLACEHOLDER.workYears}</option>
          {WORK_YEARS.map((y) => (
            <option key={y}>{y}</option>
          ))}
        </SelectField>
        <SelectField id={`${id}-style`} label="工作性质" error={error("workStyle")} {...form.field("workStyle")}>
          <option value="">不限</option>
          {WORK_STYLES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </SelectField>
        <SelectField id={`${id}-status`} label="求职状态" required error={error("jobStatus")} {...form.field("jobStatus")}>
          <option value="-1">请选择求职状态</option>
          {Object.entries(JOB_STATUS_LABEL).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <Field id={`${id}-province`} label="现居城市" required error={error("province") ?? error("city")}>
        <CvRegion id={`${id}-province`} province={province} city={city} onChange={onRegion} error={error("province") ?? error("city")} />
      </Field>
      <FormError message={error(FORM_ERROR)} />
      <SubmitButton pending={save.isPending} pendingText="保存中…">
        保存
      </SubmitButton>
    </form>
  );
}
