import { useId } from "react";
import { EXAM_MSG } from "@/api/contract/certification-exams";
import { ExamAddSchema, ID_TYPES } from "@/api/contract/certification-registration";
import { Field, invalidProps } from "@/portal/components/field";
import { AgreementCheckbox } from "@/portal/components/form/agreement-checkbox";
import { IdPhotoField } from "@/portal/components/form/id-photo-field";
import { MobileField } from "@/portal/components/form/mobile-field";
import { SmsCodeField } from "@/portal/components/form/sms-code-field";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { SelectField, TextField } from "@/portal/components/form/text-field";
import { openPrivacy, openTerms } from "@/portal/components/legal/open-legal";
import { toast } from "@/portal/components/toast/toast-store";
// The login form's code request (captcha, then common/code), so both ask for codes the same way.
import { useCaptcha } from "@/portal/lib/captcha";
import { useSchemaForm } from "@/portal/lib/form";
import { navigateTo } from "@/portal/lib/navigation";
import { sendCode } from "@/portal/lib/send-code";
import { useEditCompanyName } from "../edit-company-name";
import { examAdd } from "../exam-add";
import type { Profile } from "../profile";
import { setIdCardImg } from "../set-id-card-img";

/** Spec 001 section 9: the page moves on 2 s after the registration's message. */
const REDIRECT_DELAY_MS = 2000;

const DOCUMENTS = [
  { title: "《学习认证中心服务协议》", open: openTerms },
  { title: "《隐私保护声明》", open: openPrivacy },
];

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
  const form = useSchemaForm({
    schema: ExamAddSchema,
    defaultValues: {
      chineseName: profile.chineseName,
      companyName: profile.companyName,
      idType: 0,
      idCard: "",
      idPic: "",
      areaCode: profile.areaCode || "+86",
      phone: profile.mobile,
      code: "",
      agreed: false,
    },
    toInput: ({ agreed, ...values }) => ({ ...values, examid: examId, beisenkey: beisenKey }),
  });
  const [companyName, idType, idPic, areaCode, phone, agreed] = form.watch([
    "companyName",
    "idType",
    "idPic",
    "areaCode",
    "phone",
    "agreed",
  ]);
  const saveCompany = useEditCompanyName();
  const captcha = useCaptcha();
  // Registered, the button stays busy until the page moves on.
  const busy = form.submitting || form.formState.isSubmitSuccessful;
  const error = form.errorOf;

  const submit = form.onSubmit(async (input) => {
    const env = await examAdd(input, {
      onFail: (failed) => {
        form.serverError(failed, { fallback: null });
        toast(failed.msg);
      },
    });
    if (env.code !== 0 || !env.data) throw new Error(env.msg);
    toast(env.msg || "报名成功", { tone: "success" });
    const url = !isVideo || input.idType === 1 ? env.data.url : `/certification/examcheck/${examId}`;
    setTimeout(() => navigateTo(url), REDIRECT_DELAY_MS);
  });

  return (
    <form
      className="form reg-form"
      onSubmit={(e) => {
        if (agreed || busy) return submit(e);
        e.preventDefault();
        toast(EXAM_MSG.agreement);
      }}
      noValidate
    >
      <TextField
        id={ids.name}
        label="中文姓名"
        required
        error={error("chineseName")}
        maxLength={50}
        autoComplete="name"
        placeholder="请输入与证件一致的姓名"
        {...form.field("chineseName")}
      />

      <Field id={ids.company} label="公司名称" required error={error("companyName")}>
        <div className="reg-form__row">
          <input
            className="input"
            maxLength={100}
            autoComplete="organization"
            placeholder="请输入公司名称"
            {...form.field("companyName")}
            {...invalidProps(ids.company, error("companyName"))}
          />
          {companyName.trim() !== "" && companyName.trim() !== profile.companyName && (
            <button
              type="button"
              className="btn btn--text reg-form__aside"
              disabled={saveCompany.isPending}
              onClick={() => saveCompany.mutate(companyName.trim(), { onSuccess: () => toast(EXAM_MSG.companyDone, { tone: "success" }) })}
            >
              设为我的公司
            </button>
          )}
        </div>
      </Field>

      <SelectField id={ids.idType} label="证件类型" required value={idType} onChange={(e) => form.change("idType", Number(e.target.value))}>
        {ID_TYPES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </SelectField>

      <TextField
        id={ids.idCard}
        label={idType === 0 ? "身份证号" : "护照/通行证号码"}
        required
        error={error("idCard")}
        maxLength={18}
        autoComplete="off"
        placeholder={idType === 0 ? "请输入18位身份证号" : "请输入护照或港澳台通行证号码"}
        {...form.field("idCard")}
      />

      {idType === 1 && (
        <IdPhotoField
          id={ids.idPic}
          block="reg-form"
          value={idPic}
          error={error("idPic")}
          hint="仅用于报名审核，其他人无法查看"
          cropHint="请上传护照或港澳台通行证的个人信息页，拖动或缩放图片选取证件区域"
          upload={setIdCardImg}
          onChange={(path) => form.change("idPic", path)}
        />
      )}

      <MobileField
        id={ids.phone}
        label="手机号"
        required
        error={error("phone") ?? error("areaCode")}
        inputError={error("phone")}
        rowClassName="reg-form__row"
        areaClassName="reg-form__area"
        areaCode={form.field("areaCode")}
        mobile={form.field("phone")}
        inputProps={{ type: "tel", inputMode: "numeric", placeholder: "请输入手机号" }}
      />

      <SmsCodeField
        id={ids.code}
        block="reg-form"
        required
        areaCode={areaCode}
        mobile={phone}
        input={form.field("code")}
        error={error("code")}
        captcha={captcha}
        send={sendCode}
        onMobileError={(_, msg) => form.showError("phone", msg)}
      />

      <AgreementCheckbox
        id={ids.agree}
        className="reg-form__agree"
        label="我已阅读并同意"
        documents={DOCUMENTS}
        checked={agreed}
        onChange={(checked) => form.setValue("agreed", checked)}
      />

      <SubmitButton pending={busy}>提交报名</SubmitButton>
    </form>
  );
}
