import "./login-form.css";
import { type FormEvent, useId, useRef, useState } from "react";
import { LoginSchema, SendCodeSchema } from "@/api/contract/account";
import { AREA_CODES } from "@/api/contract/mobile";
import { Field, invalidProps } from "@/portal/components/field";
import { openPrivacy, openTerms } from "@/portal/components/legal/open-legal";
import { toast } from "@/portal/components/toast/toast-store";
import { useCountdown } from "@/portal/components/use-countdown";
import { type FieldErrors, validateForm } from "@/portal/lib/form";
import type { Envelope } from "@/portal/lib/protocol/client";
import { useCaptcha } from "../captcha";
import { login } from "../login";
import { sendCode } from "../send-code";

/** Spec 000 section 9: the code is resent after 60 seconds. */
export const RESEND_SECONDS = 60;
const CAPTCHA_EMPTY = "请输入图形验证码";

type Props = {
  /** Called after a successful sign-in; isNew for a number seen for the first time. */
  onSuccess: (result: { isNew: boolean }) => void;
  /** A number to start with (the schedule's pre-login link, ?mobile=); it stays editable. */
  mobile?: string;
};

/** The SMS sign-in form of the login page and the login pop-up. */
export function LoginForm({ onSuccess, mobile = "" }: Props) {
  const id = useId();
  const ids = { mobile: `${id}-mobile`, captcha: `${id}-captcha`, code: `${id}-code`, agree: `${id}-agree` };
  const codeRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ areaCode: "+86", mobile: mobile.trim().slice(0, 20), code: "", randStr: "" });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown(RESEND_SECONDS);
  const captcha = useCaptcha();
  const challenge = captcha.data ?? null;

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field === "randStr" ? "captcha" : field]: undefined }));
  };

  /** A server failure goes under the field it names (randStr is the captcha box). */
  const showOn = (fallback: string | null) => (env: Envelope) => {
    const named = (env.data as { field?: string } | null)?.field;
    const field = named === "randStr" ? "captcha" : named === "mobile" || named === "areaCode" ? named : fallback;
    if (field) setErrors((e) => ({ ...e, [field]: env.msg }));
    else toast(env.msg);
  };

  const requestCode = async () => {
    const checked = validateForm(SendCodeSchema, {
      areaCode: values.areaCode,
      mobile: values.mobile,
      ticket: challenge?.ticket,
      randStr: values.randStr,
    });
    const found: FieldErrors = { areaCode: checked.errors.areaCode, mobile: checked.errors.mobile };
    if (challenge && !values.randStr.trim()) found.captcha = CAPTCHA_EMPTY;
    if (!checked.ok || found.captcha) return setErrors((e) => ({ ...e, ...found }));
    setSending(true);
    try {
      await sendCode(checked.output, { onFail: showOn(null) });
      toast("验证码已发送", { tone: "success" });
      startCountdown();
      codeRef.current?.focus();
    } catch {
      // The message is already under its field or in a toast.
    } finally {
      setSending(false);
      // A challenge is good for one request, answered or not.
      if (challenge) {
        setValues((v) => ({ ...v, randStr: "" }));
        void captcha.refetch();
      }
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!agreed || submitting) return;
    const checked = validateForm(LoginSchema, { areaCode: values.areaCode, mobile: values.mobile, code: values.code });
    if (!checked.ok) return setErrors(checked.errors);
    setSubmitting(true);
    try {
      onSuccess(await login(checked.output, { onFail: showOn("code") }));
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <form className="form login-form" onSubmit={submit} noValidate>
      <Field id={ids.mobile} label="手机号" error={errors.mobile ?? errors.areaCode}>
        <div className="login-form__phone">
          <select
            className="select login-form__area"
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
            data-autofocus
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="请输入手机号"
            maxLength={20}
            value={values.mobile}
            onChange={(e) => set("mobile")(e.target.value)}
            {...invalidProps(ids.mobile, errors.mobile ?? errors.areaCode)}
          />
        </div>
      </Field>

      {challenge && (
        <Field id={ids.captcha} label="图形验证码" error={errors.captcha}>
          <div className="login-form__row">
            <input
              className="input"
              autoComplete="off"
              placeholder="请输入图中字符"
              maxLength={8}
              value={values.randStr}
              onChange={(e) => set("randStr")(e.target.value)}
              {...invalidProps(ids.captcha, errors.captcha)}
            />
            <button type="button" className="login-form__captcha" title="看不清？点击换一张" onClick={() => void captcha.refetch()}>
              <img src={challenge.image} alt="图形验证码，点击换一张" width={120} height={40} />
            </button>
          </div>
        </Field>
      )}

      <Field id={ids.code} label="短信验证码" error={errors.code}>
        <div className="login-form__row">
          <input
            ref={codeRef}
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="请输入6位验证码"
            maxLength={6}
            value={values.code}
            onChange={(e) => set("code")(e.target.value)}
            {...invalidProps(ids.code, errors.code)}
          />
          <button type="button" className="btn btn--light login-form__send" disabled={sending || secondsLeft > 0} onClick={requestCode}>
            {secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : sending ? "发送中…" : "获取验证码"}
          </button>
        </div>
      </Field>

      <div className="checkbox login-form__agree">
        <input id={ids.agree} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>
          <label htmlFor={ids.agree}>我已阅读并同意</label>
          <button type="button" className="link-button" onClick={openTerms}>
            《服务协议》
          </button>
          和
          <button type="button" className="link-button" onClick={openPrivacy}>
            《隐私政策》
          </button>
        </span>
      </div>

      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={!agreed || submitting}>
        {submitting ? "登录中…" : "登录"}
      </button>
      <p className="login-form__note">未注册的手机号验证通过后将自动创建账号</p>
    </form>
  );
}
