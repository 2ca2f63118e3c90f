import { useState } from "react";
import { SendCodeSchema } from "@/api/contract/account";
import { Field, invalidProps } from "@/portal/components/field";
import { toast } from "@/portal/components/toast/toast-store";
import { useCountdown } from "@/portal/components/use-countdown";
// The login form's code request (captcha, then common/code), so both ask for codes the same way.
import { useCaptcha } from "@/portal/features/account/captcha";
import { RESEND_SECONDS } from "@/portal/features/account/components/login-form";
import { sendCode } from "@/portal/features/account/send-code";
import { validateForm } from "@/portal/lib/form";

type Props = {
  id: string;
  areaCode: string;
  phone: string;
  value: string;
  error?: string;
  onChange: (code: string) => void;
  /** A problem with the number itself goes under the phone field. */
  onPhoneError: (msg: string) => void;
};

/** 短信验证码 with 获取验证码: the image captcha when the server asks for one, then a 60 s countdown. */
export function SmsCodeField({ id, areaCode, phone, value, error, onChange, onPhoneError }: Props) {
  const captcha = useCaptcha();
  const challenge = captcha.data ?? null;
  const [randStr, setRandStr] = useState("");
  const [captchaError, setCaptchaError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown(RESEND_SECONDS);

  const request = async () => {
    const checked = validateForm(SendCodeSchema, { areaCode, mobile: phone, ticket: challenge?.ticket, randStr });
    if (!checked.ok) return onPhoneError(checked.errors.mobile ?? checked.errors.areaCode ?? "请输入正确的手机号");
    if (challenge && !randStr.trim()) return setCaptchaError("请输入图形验证码");
    setSending(true);
    try {
      await sendCode(checked.output, {
        onFail: (env) => ((env.data as { field?: string } | null)?.field === "randStr" ? setCaptchaError(env.msg) : toast(env.msg)),
      });
      toast("验证码已发送", { tone: "success" });
      startCountdown();
    } catch {
      // Shown above.
    } finally {
      setSending(false);
      if (challenge) {
        setRandStr("");
        void captcha.refetch();
      }
    }
  };

  return (
    <>
      {challenge && (
        <Field id={`${id}-captcha`} label="图形验证码" required error={captchaError}>
          <div className="reg-form__row">
            <input
              className="input"
              autoComplete="off"
              placeholder="请输入图中字符"
              maxLength={8}
              value={randStr}
              onChange={(e) => {
                setRandStr(e.target.value);
                setCaptchaError(undefined);
              }}
              {...invalidProps(`${id}-captcha`, captchaError)}
            />
            <button type="button" className="reg-form__captcha" title="看不清？点击换一张" onClick={() => void captcha.refetch()}>
              <img src={challenge.image} alt="图形验证码，点击换一张" width={120} height={40} />
            </button>
          </div>
        </Field>
      )}
      <Field id={id} label="短信验证码" required error={error}>
        <div className="reg-form__row">
          <input
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="请输入6位验证码"
            maxLength={6}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            {...invalidProps(id, error)}
          />
          <button type="button" className="btn btn--light reg-form__send" disabled={sending || secondsLeft > 0} onClick={request}>
            {secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : sending ? "发送中…" : "获取验证码"}
          </button>
        </div>
      </Field>
    </>
  );
}
