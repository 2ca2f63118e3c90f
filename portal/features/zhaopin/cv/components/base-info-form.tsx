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
import { Field, invalidProps } from "@/portal/components/field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useMyProfile } from "@/portal/lib/my-profile";
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
  const { me, settled } = useMyProfile();
  if (!settled) return <p className="cv-form__loading">加载中…</p>;
  return <BaseInfoFields cv={cv} me={me} onDone={onDone} />;
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
        <Field id={`${id}-name`} label="姓名" required error={error("chineseName")}>
          <input
            className="input"
            maxLength={20}
            autoComplete="name"
            {...form.field("chineseName")}
            {...invalidProps(`${id}-name`, error("chineseName"))}
          />
        </Field>
        <Field id={`${id}-sex`} label="性别" required error={error("sex")}>
          <select className="select" {...form.field("sex")} {...invalidProps(`${id}-sex`, error("sex"))}>
            <option value="-1">请选择性别</option>
            {Object.entries(SEX_LABEL).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-age`} label="年龄" required error={error("age")}>
          <select className="select" {...form.field("age")} {...invalidProps(`${id}-age`, error("age"))}>
            {AGES.map((a) => (
              <option key={a} value={a}>
                {a}岁
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-edu`} label="最高学历" required error={error("education")}>
          <select className="select" {...form.field("education")} {...invalidProps(`${id}-edu`, error("education"))}>
            <option value={PLACEHOLDER.education}>{PLACEHOLDER.education}</option>
            {EDUCATIONS.map((e) => (
              <option key={e}>{e}</option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-years`} label="工作经验" error={error("workYears")}>
          <select className="select" {...form.field("workYears")} {...invalidProps(`${id}-years`, error("workYears"))}>
            <option value={PLACEHOLDER.workYears}>{PLACEHOLDER.workYears}</option>
            {WORK_YEARS.map((y) => (
              <option key={y}>{y}</option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-style`} label="工作性质" error={error("workStyle")}>
          <select className="select" {...form.field("workStyle")} {...invalidProps(`${id}-style`, error("workStyle"))}>
            <option value="">不限</option>
            {WORK_STYLES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-status`} label="求职状态" required error={error("jobStatus")}>
          <select className="select" {...form.field("jobStatus")} {...invalidProps(`${id}-status`, error("jobStatus"))}>
            <option value="-1">请选择求职状态</option>
            {Object.entries(JOB_STATUS_LABEL).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={`${id}-province`} label="现居城市" required error={error("province") ?? error("city")}>
        <CvRegion id={`${id}-province`} province={province} city={city} onChange={onRegion} error={error("province") ?? error("city")} />
      </Field>
      {error(FORM_ERROR) && (
        <p className="field__error" role="alert">
          {error(FORM_ERROR)}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={save.isPending}>
        {save.isPending ? "保存中…" : "保存"}
      </button>
    </form>
  );
}
