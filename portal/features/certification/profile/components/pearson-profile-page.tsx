import { type FormEvent, useId, useState } from "react";
import { ID_TYPE, PearsonProfileSchema, PROFILE_MSG } from "@/api/contract/exam-profile";
import { AREA_CODES } from "@/api/contract/mobile";
import { Field, invalidProps } from "@/portal/components/field";
import { useCities } from "@/portal/components/region/cities";
import { useProvinces } from "@/portal/components/region/provinces";
import { toast } from "@/portal/components/toast/toast-store";
import { type FieldErrors, validateForm } from "@/portal/lib/form";
import { useExamProfile, useSavePearsonProfile } from "../exam-profile";
import { IdPhotoField } from "./id-photo-field";
import { ProfileForm, showFailure } from "./profile-form";
import { SmsCodeField } from "./sms-code-field";

/** /my/pearsonceredit: the exam profile form (pearson) of spec 001 section 5; the mobile is confirmed by an SMS code. */
export function PearsonProfilePage() {
  const id = useId();
  const saved = useExamProfile();
  const [values, setValues] = useState({ ...saved, code: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const provinces = useProvinces();
  const provinceId = provinces.find((p) => p.provinceName === values.province)?.id ?? 0;
  const cities = useCities(provinceId);
  const onFail = showFailure(setErrors);
  const save = useSavePearsonProfile({ onFail });

  const set = (field: keyof typeof values) => (value: string | number) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === "province" ? { city: "" } : {}) }));
    setErrors((x) => ({ ...x, [field]: undefined, _form: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(PearsonProfileSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(checked.output, {
      onSuccess: () => {
        toast(PROFILE_MSG.saved, { tone: "success" });
        setValues((v) => ({ ...v, code: "" }));
      },
    });
  };

  const input = (field: "chineseName" | "email" | "companyName" | "idCard", label: string, extra: object = {}) => (
    <Field id={`${id}-${field}`} label={label} required error={errors[field]}>
      <input
        className="input"
        value={values[field]}
        onChange={(e) => set(field)(e.target.value)}
        {...extra}
        {...invalidProps(`${id}-${field}`, errors[field])}
      />
    </Field>
  );

  const passport = values.idType === ID_TYPE.passport;
  return (
    <ProfileForm
      title="考试资料"
      other={{ href: "/my/examedit", text: "证书信息（拼音姓名）" }}
      onSubmit={submit}
      error={errors._form}
      pending={save.isPending}
    >
      {input("chineseName", "姓名", { maxLength: 30 })}
      <Field id={`${id}-mobile`} label="手机号码" required error={errors.mobile}>
        <div className="exam-profile__row">
          <select
            className="select exam-profile__area"
            aria-label="区号"
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
            inputMode="tel"
            maxLength={20}
            value={values.mobile}
            onChange={(e) => set("mobile")(e.target.value)}
            {...invalidProps(`${id}-mobile`, errors.mobile)}
          />
        </div>
      </Field>
      <SmsCodeField
        id={`${id}-code`}
        areaCode={values.areaCode}
        mobile={values.mobile}
        code={values.code}
        onCode={set("code")}
        error={errors.code}
        onError={(field, msg) => setErrors((x) => ({ ...x, [field]: msg }))}
      />
      {input("email", "邮箱", { type: "email", maxLength: 100 })}
      <Field id={`${id}-province`} label="所在地区" required error={errors.province ?? errors.city}>
        <div className="exam-profile__row">
          <select
            className="select"
            value={values.province}
            onChange={(e) => set("province")(e.target.value)}
            {...invalidProps(`${id}-province`, errors.province ?? errors.city)}
          >
            <option value="">请选择省份</option>
            {provinces.map((p) => (
              <option key={p.id} value={p.provinceName}>
                {p.provinceName}
              </option>
            ))}
          </select>
          <select
            className="select"
            aria-label="城市"
            value={values.city}
            disabled={!cities.length}
            onChange={(e) => set("city")(e.target.value)}
          >
            <option value="">请选择城市</option>
            {cities.map((c) => (
              <option key={c.id} value={c.cityName}>
                {c.cityName}
              </option>
            ))}
          </select>
        </div>
      </Field>
      {input("companyName", "企业名称", { maxLength: 100 })}
      <Field id={`${id}-idType`} label="证件类型" required>
        <select id={`${id}-idType`} className="select" value={values.idType} onChange={(e) => set("idType")(Number(e.target.value))}>
          <option value={ID_TYPE.idCard}>身份证</option>
          <option value={ID_TYPE.passport}>护照/港澳台通行证</option>
        </select>
      </Field>
      {input("idCard", passport ? "护照/港澳台通行证号码" : "身份证号", { maxLength: 18 })}
      {passport && <IdPhotoField id={`${id}-idPic`} value={values.idPic} onChange={set("idPic")} error={errors.idPic} />}
    </ProfileForm>
  );
}
