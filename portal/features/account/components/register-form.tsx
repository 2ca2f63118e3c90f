import "./login-form.css";
import "./register-form.css";
import { useId } from "react";
import { INDUSTRY_OTHER_ID } from "@/api/contract/interest";
import { REG_KIND_LABEL, REG_KINDS, type RegisterAnswer, RegisterSchema } from "@/api/contract/registration";
import { CompanyField } from "@/portal/components/company/company-field";
import { AgreementCheckbox } from "@/portal/components/form/agreement-checkbox";
import { FormError } from "@/portal/components/form/form-error";
import { MobileField } from "@/portal/components/form/mobile-field";
import { SmsCodeField } from "@/portal/components/form/sms-code-field";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextField } from "@/portal/components/form/text-field";
import { useIndustries } from "@/portal/components/industry/industries";
import { IndustryField } from "@/portal/components/industry/industry-select";
import { openPrivacy, openTerms } from "@/portal/components/legal/open-legal";
import { toast } from "@/portal/components/toast/toast-store";
import { useCaptcha } from "@/portal/lib/captcha";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { useInterestList } from "@/portal/lib/interest-list";
import { sendCode } from "@/portal/lib/send-code";
import { type RegValues, regRoles, roleIssue, toRegPayload } from "../reg-roles";
import { register } from "../register";

const DOCUMENTS = [
  { title: "《服务协议》", open: openTerms },
  { title: "《隐私政策》", open: openPrivacy },
];

/** The payload fields a server refusal may name; any other goes to a toast (spec 001 section 8). */
const FIELDS = [
  "Person_Enterprise",
  "chineseName",
  "industry",
  "industryOther",
  "regRole",
  "regRoleOther",
  "regChildRole",
  "companyName",
  "accountId",
  "areaCode",
  "mobile",
  "code",
];

/** Nothing chosen yet: 个人 or 企业 is asked for on submit (请选择个人或者企业). */
const EMPTY: RegValues = {
  Person_Enterprise: -1,
  chineseName: "",
  industry: 0,
  industryOther: "",
  regRole: 0,
  regRoleOther: "",
  regChildRole: 0,
  companyName: "",
  accountId: "",
  areaCode: "+86",
  mobile: "",
  code: "",
  agreed: false,
};

type Props = {
  /** A reseller hand-off's auth code (?auth=), sent along. */
  auth?: string;
  onSuccess: (answer: RegisterAnswer) => void;
};

/**
 * /user/reg's form (spec 001 sections 2, 3, 5): 个人 or 企业, name, industry, role (the interest survey's identity
 * options, 流量主's child and 其他's text), the enterprise's company name and account, the number with its SMS code.
 */
export function RegisterForm({ auth = "", onSuccess }: Props) {
  const id = useId();
  const ids = (name: string) => `${id}-${name}`;
  const industries = useIndustries();
  const roles = regRoles(useInterestList());
  const form = useSchemaForm({
    schema: RegisterSchema,
    defaultValues: EMPTY,
    toInput: (values: RegValues) => toRegPayload(values, roles, auth),
    check: (input) => roleIssue(input as ReturnType<typeof toRegPayload>, roles),
  });
  const captcha = useCaptcha();
  const [kind, industry, regRole, companyName, areaCode, mobile, agreed] = form.watch([
    "Person_Enterprise",
    "industry",
    "regRole",
    "companyName",
    "areaCode",
    "mobile",
    "agreed",
  ]);
  const role = roles.find((r) => r.id === Number(regRole));
  const error = form.errorOf;
  const mobileError = error("mobile") ?? error("areaCode");
  // Registered, the button stays busy until the page moves on.
  const busy = form.submitting || form.formState.isSubmitSuccessful;

  const submit = form.onSubmit(async (input) => {
    const answer = await register(input, {
      onFail: (env) => {
        if (!form.serverError(env, { fallback: null, fields: FIELDS })) toast(env.msg, { tone: "error" });
      },
    });
    onSuccess(answer);
  });

  return (
    <form className="form login-form register-form" onSubmit={(e) => (agreed ? submit(e) : e.preventDefault())} noValidate>
      <fieldset className="register-form__kinds" aria-describedby={error("Person_Enterprise") ? ids("kind-error") : undefined}>
        <legend className="field__label">
          <span className="field__required">*</span>注册类型
        </legend>
        <div className="register-form__switch">
          {REG_KINDS.map((k) => (
            <label key={k} className="register-form__kind">
              <input
                type="radio"
                name={ids("kind")}
                value={k}
                checked={kind === k}
                onChange={() => form.change("Person_Enterprise", k)}
                aria-invalid={error("Person_Enterprise") ? true : undefined}
              />
              <span>{REG_KIND_LABEL[k]}</span>
            </label>
          ))}
        </div>
        {error("Person_Enterprise") && (
          <p className="field__error" id={ids("kind-error")} role="alert">
            {error("Person_Enterprise")}
          </p>
        )}
      </fieldset>

      <TextField
        id={ids("name")}
        label="姓名"
        required
        error={error("chineseName")}
        autoComplete="name"
        placeholder="请输入姓名"
        maxLength={50}
        {...form.field("chineseName")}
      />

      <IndustryField
        id={ids("industry")}
        label="行业"
        required
        placeholder="请选择行业"
        options={industries}
        value={industry}
        onChange={(value) => form.change("industry", value)}
        error={error("industry")}
      />
      {industry === INDUSTRY_OTHER_ID && (
        <TextField
          id={ids("industry-other")}
          label="其他行业"
          required
          error={error("industryOther")}
          placeholder="请输入您所在的行业"
          maxLength={100}
          {...form.field("industryOther")}
        />
      )}

      <IndustryField
        id={ids("role")}
        label="角色"
        required
        placeholder="请选择角色"
        options={roles}
        value={Number(regRole)}
        onChange={(value) => {
          form.change("regRole", value);
          form.change("regChildRole", 0);
        }}
        error={error("regRole")}
      />
      {!!role?.child.length && (
        <IndustryField
          id={ids("child-role")}
          label={role.childTitle || "流量形式"}
          required
          placeholder="请选择"
          options={role.child}
          value={form.watch("regChildRole")}
          onChange={(value) => form.change("regChildRole", value)}
          error={error("regChildRole")}
        />
      )}
      {!!role?.isother && (
        <TextField
          id={ids("role-other")}
          label="其他角色"
          required
          error={error("regRoleOther")}
          placeholder="请填写您的角色"
          maxLength={50}
          {...form.field("regRoleOther")}
        />
      )}

      {kind === 1 && (
        <>
          <CompanyField
            id={ids("company")}
            label="企业名称"
            required
            value={companyName}
            onChange={(value) => form.change("companyName", value)}
            error={error("companyName")}
          />
          <TextField
            id={ids("account")}
            label="企业账号"
            required
            error={error("accountId")}
            hint="企业在广告投放平台的账号，可含字母、数字、下划线和短横线"
            autoComplete="off"
            placeholder="请输入企业账号"
            maxLength={50}
            {...form.field("accountId")}
          />
        </>
      )}

      <MobileField
        id={ids("mobile")}
        label="手机号"
        required
        error={mobileError}
        rowClassName="login-form__phone"
        areaClassName="login-form__area"
        areaCode={form.field("areaCode")}
        mobile={form.field("mobile")}
        inputProps={{ type: "tel", inputMode: "numeric", autoComplete: "tel-national", placeholder: "请输入手机号" }}
      />

      <SmsCodeField
        id={ids("code")}
        required
        areaCode={areaCode}
        mobile={mobile}
        input={form.field("code")}
        error={error("code")}
        captcha={captcha}
        send={sendCode}
        onMobileError={(field, msg) => form.showError(field, msg)}
        onSent={() => form.setFocus("code")}
      />

      <AgreementCheckbox
        id={ids("agree")}
        className="login-form__agree"
        label="我已阅读并同意"
        documents={DOCUMENTS}
        separator="和"
        checked={agreed}
        onChange={(checked) => form.setValue("agreed", checked)}
      />

      <FormError message={error(FORM_ERROR)} />
      <SubmitButton pending={busy} pendingText="注册中…" disabled={!agreed}>
        注册
      </SubmitButton>
    </form>
  );
}
