import "./login-form.css";
import { useId } from "react";
import { type Login, LoginSchema } from "@/api/contract/account";
import { AppLink } from "@/portal/components/app-link";
import { AgreementCheckbox } from "@/portal/components/form/agreement-checkbox";
import { MobileField } from "@/portal/components/form/mobile-field";
import { SmsCodeField } from "@/portal/components/form/sms-code-field";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { openPrivacy, openTerms } from "@/portal/components/legal/open-legal";
import { useCaptcha } from "@/portal/lib/captcha";
import { useSchemaForm } from "@/portal/lib/form";
import { sendCode } from "@/portal/lib/send-code";
import { registerHref } from "../after-login";
import { login } from "../login";

type Props = {
  /** Called after a successful sign-in; isNew for a number seen for the first time. */
  onSuccess: (result: { isNew: boolean }) => void;
  /** A number to start with (the schedule's pre-login link, ?mobile=); it stays editable. */
  mobile?: string;
  /** Where a signed-in person would go next (gotoUrl): the 注册 link carries it on to /user/reg. */
  gotoUrl?: string;
  /** Called when the 注册 link is followed (the pop-up closes). */
  onRegister?: () => void;
  /** Another way in with the same form (a partner's hand-off, a reseller's link): its refusals are a toast (spec 001 s. 8). */
  signIn?: (input: Login) => Promise<void>;
  /** The 注册 link, when it must carry more than gotoUrl (a reseller's auth); null hides it (a partner's hand-off). */
  registerLink?: string | null;
};

const DOCUMENTS = [
  { title: "《服务协议》", open: openTerms },
  { title: "《隐私政策》", open: openPrivacy },
];

/** The SMS sign-in form of the login page and the login pop-up. */
export function LoginForm({ onSuccess, mobile = "", gotoUrl, onRegister, signIn, registerLink }: Props) {
  const id = useId();
  const ids = { mobile: `${id}-mobile`, code: `${id}-code`, agree: `${id}-agree` };
  const form = useSchemaForm({
    schema: LoginSchema,
    defaultValues: { areaCode: "+86", mobile: mobile.trim().slice(0, 20), code: "", agreed: false },
    toInput: ({ areaCode, mobile, code }) => ({ areaCode, mobile, code }),
  });
  const captcha = useCaptcha();
  const [areaCode, typedMobile, agreed] = form.watch(["areaCode", "mobile", "agreed"]);
  const mobileError = form.errorOf("mobile") ?? form.errorOf("areaCode");
  // Signed in, the button stays busy until the page moves on.
  const busy = form.submitting || form.formState.isSubmitSuccessful;

  const submit = form.onSubmit(async (input) => {
    if (signIn) return signIn(input);
    // A refusal goes under the field it names (the code unless it names the number).
    onSuccess(await login(input, { onFail: (env) => form.serverError(env, { fallback: "code", fields: ["mobile", "areaCode"] }) }));
  });

  return (
    <form className="form login-form" onSubmit={(e) => (agreed ? submit(e) : e.preventDefault())} noValidate>
      <MobileField
        id={ids.mobile}
        label="手机号"
        error={mobileError}
        rowClassName="login-form__phone"
        areaClassName="login-form__area"
        areaCode={form.field("areaCode")}
        mobile={form.field("mobile")}
        inputProps={{
          type: "tel",
          "data-autofocus": true,
          inputMode: "numeric",
          autoComplete: "tel-national",
          placeholder: "请输入手机号",
        }}
      />

      <SmsCodeField
        id={ids.code}
        areaCode={areaCode}
        mobile={typedMobile}
        input={form.field("code")}
        error={form.errorOf("code")}
        captcha={captcha}
        send={sendCode}
        onMobileError={(field, msg) => form.showError(field, msg)}
        onSent={() => form.setFocus("code")}
      />

      <AgreementCheckbox
        id={ids.agree}
        className="login-form__agree"
        label="我已阅读并同意"
        documents={DOCUMENTS}
        separator="和"
        checked={agreed}
        onChange={(checked) => form.setValue("agreed", checked)}
      />

      <SubmitButton pending={busy} pendingText="登录中…" disabled={!agreed}>
        登录
      </SubmitButton>
      <p className="login-form__note">未注册的手机号验证通过后将自动创建账号</p>
      {registerLink !== null && (
        <p className="login-form__register">
          还没有账号？
          <AppLink href={registerLink ?? registerHref(gotoUrl)} onClick={onRegister}>
            注册
          </AppLink>
        </p>
      )}
    </form>
  );
}
