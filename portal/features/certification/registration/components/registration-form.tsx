import { type FormEvent, useId, useState } from "react";
import { EXAM_MSG, ExamAddSchema, ID_TYPES } from "@/api/contract/certification-registration";
import { AREA_CODES } from "@/api/contract/mobile";
import { Field, invalidProps } from "@/portal/components/field";
import { openPrivacy, openTerms } from "@/portal/components/legal/open-legal";
import { toast } from "@/portal/components/toast/toast-store";
import { type FieldErrors, validateForm } from "@/portal/lib/form";
import { navigateTo } from "@/portal/lib/navigation";
import { useEditCompanyName } from "../edit-company-name";
import { examAdd } from "../exam-add";
import type { Profile } from "../profile";
import { IdPhotoField } from "./id-photo-field";
import { SmsCodeField } from "./sms-code-field";

/** Spec 001 section 9: the page moves on 2 s after the registration's message. */
const REDIRECT_DELAY_MS = 2000;

type Props = { examId: number; isVideo: boolean; beisenKey: string; profile: Profile };

/**
 * The registration form (spec 001 section 5): agreement, name, company, ID type and number (a passport or pass with
 * its 5:3 photo), phone and SMS code, checked with Pearson/ExamAdd's own schema. Then, as the spec's exam flow says:
 * a video exam with an ID card goes to the camera check, anything else to the returned url.
 */
export function RegistrationForm({ examId, isVideo, beisenKey, profile }: Props) {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    company: `${id}-company`,
    idType: `${id}-type`,
    idCard: `${id}-card`,
    idPic: `${id}-pic`,
    phone: `${id}-phone`,
    code: `${id}-code`,
    agree: `${id}-agree`,
  };
  const [values, setValues] = useState({
    chineseName: profile.chineseName,
    companyName: profile.companyName,
    idType: 0,
    idCard: "",
    idPic: "",
    areaCode: profile.areaCode || "+86",
    phone: profile.mobile,
    code: "",
  });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const saveCompany = useEditCompanyName();

  const set =
    <K extends keyof typeof values>(field: K) =>
    (value: (typeof values)[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (!agreed) return toast(EXAM_MSG.agreement);
    const checked = validateForm(ExamAddSchema, { ...values, examid: examId, beisenkey: beisenKey });
    if (!checked.ok) return setErrors(checked.errors);
    setSubmitting(true);
    const env = await examAdd(checked.output, {
      onFail: (failed) => {
        const field = (failed.data as { field?: string } | null)?.field;
        if (field) setErrors((errs) => ({ ...errs, [field]: failed.msg }));
        toast(failed.msg);
      },
    }).catch(() => null);
    if (!env || env.code !== 0 || !env.data) return setSubmitting(false);
    toast(env.msg || "报名成功", { tone: "success" });
    const url = !isVideo || checked.output.idType === 1 ? env.data.url : `/certification/examcheck/${examId}`;
    setTimeout(() => navigateTo(url), REDIRECT_DELAY_MS);
  };

  return (
    <form className="form reg-form" onSubmit={submit} noValidate>
      <Field id={ids.name} label="中文姓名" required error={errors.chineseName}>
        <input
          className="input"
          maxLength={50}
          autoComplete="name"
          placeholder="请输入与证件一致的姓名"
          value={values.chineseName}
          onChange={(e) => set("chineseName")(e.target.value)}
          {...invalidProps(ids.name, errors.chineseName)}
        />
      </Field>

      <Field id={ids.company} label="公司名称" required error={errors.companyName}>
        <div className="reg-form__row">
          <input
            className="input"
            maxLength={100}
            autoComplete="organization"
            placeholder="请输入公司名称"
            value={values.companyName}
            onChange={(e) => set("companyName")(e.target.value)}
            {...invalidProps(ids.company, errors.companyName)}
          />
          {values.companyName.trim() !== "" && values.companyName.trim() !== profile.companyName && (
            <button
              type="button"
              className="btn btn--text reg-form__aside"
              disabled={saveCompany.isPending}
              onClick={() =>
                saveCompany.mutate(values.companyName.trim(), { onSuccess: () => toast(EXAM_MSG.companyDone, { tone: "success" }) })
              }
            >
              设为我的公司
            </button>
          )}
        </div>
      </Field>

      <Field id={ids.idType} label="证件类型" required>
        <select id={ids.idType} className="select" value={values.idType} onChange={(e) => set("idType")(Number(e.target.value))}>
          {ID_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </Field>

      <Field id={ids.idCard} label={values.idType === 0 ? "身份证号" : "护照/通行证号码"} required error={errors.idCard}>
        <input
          className="input"
          maxLength={18}
          autoComplete="off"
          placeholder={values.idType === 0 ? "请输入18位身份证号" : "请输入护照或港澳台通行证号码"}
          value={values.idCard}
          onChange={(e) => set("idCard")(e.target.value)}
          {...invalidProps(ids.idCard, errors.idCard)}
        />
      </Field>

      {values.idType === 1 && <IdPhotoField id={ids.idPic} value={values.idPic} error={errors.idPic} onChange={set("idPic")} />}

      <Field id={ids.phone} label="手机号" required error={errors.phone ?? errors.areaCode}>
        <div className="reg-form__row">
          <select
            className="select reg-form__area"
            aria-label="国家或地区区号"
            value={values.areaCode}
            onChange={(e) => set("areaCode")(e.target.value)}
          >
            {AREA_CODES.map((a) => (
              <option key={a.code} value={a.code}>
                {a.code} {a.name}
              </option>
            ))}
          </select>
          <input
            className="input"
            type="tel"
            inputMode="numeric"
            maxLength={20}
            placeholder="请输入手机号"
            value={values.phone}
            onChange={(e) => set("phone")(e.target.value)}
            {...invalidProps(ids.phone, errors.phone)}
          />
        </div>
      </Field>

      <SmsCodeField
        id={ids.code}
        areaCode={values.areaCode}
        phone={values.phone}
        value={values.code}
        error={errors.code}
        onChange={set("code")}
        onPhoneError={(msg) => setErrors((e) => ({ ...e, phone: msg }))}
      />

      <div className="checkbox reg-form__agree">
        <input id={ids.agree} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>
          <label htmlFor={ids.agree}>我已阅读并同意</label>
          <button type="button" className="link-button" onClick={openTerms}>
            《学习认证中心服务协议》
          </button>
          <button type="button" className="link-button" onClick={openPrivacy}>
            《隐私保护声明》
          </button>
        </span>
      </div>

      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={submitting}>
        {submitting ? "提交中…" : "提交报名"}
      </button>
    </form>
  );
}
