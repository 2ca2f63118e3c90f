import "./sms-code-field.css";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { type Captcha, type SendCode, SendCodeSchema } from "@/api/contract/account";
import { solveTencentCaptcha } from "@/api/contract/tencent-captcha";
import type { CallOptions } from "@/portal/lib/api";
import { validateForm } from "@/portal/lib/form";
import { Field, invalidProps } from "../field";
import { toast } from "../toast/toast-store";
import { useCountdown } from "../use-countdown";

/** Spec 000 section 9: the code is resent after 60 seconds. */
const RESEND_SECONDS = 60;
const CAPTCHA_EMPTY = "请输入图形验证码";
const MOBILE_WRONG = "请输入正确的手机号";

/** common/captcha's answer as a react-query result: an image challenge, Tencent's widget, or null when the server needs none. */
type CaptchaQuery = { data?: Captcha | null; refetch: () => unknown };

type Props = {
  /** id of the code input; the captcha box gets `${id}-captcha`. */
  id: string;
  /** The BEM block whose `__row`, `__captcha` and `__send` classes lay the field out: the field's own unless a form gives its own. */
  block?: string;
  label?: string;
  required?: boolean;
  areaCode: string;
  mobile: string;
  /** The code input's registration in the form kit. */
  input: UseFormRegisterReturn;
  error?: string;
  captcha: CaptchaQuery;
  /** common/code for this page. */
  send: (input: SendCode, options: CallOptions) => Promise<unknown>;
  /** A problem with the number goes under the number's field (`areaCode` when only the area code is wrong). */
  onMobileError: (field: "mobile" | "areaCode", msg: string) => void;
  /** Any other refusal of common/code; a toast unless given. */
  onFail?: (msg: string) => void;
  /** After the code is sent (e.g. to focus the code input). */
  onSent?: () => void;
};

/**
 * 短信验证码 with 获取验证码: the image captcha when the server draws one (or Tencent's widget, shown on 获取验证码,
 * when its driver is `tencent`), then a 60 s countdown.
 */
export function SmsCodeField({
  id,
  block = "sms-code",
  label = "短信验证码",
  required,
  areaCode,
  mobile,
  input,
  error,
  captcha,
  send,
  ...on
}: Props) {
  const challenge = captcha.data && "image" in captcha.data ? captcha.data : null;
  const tencent = captcha.data && "provider" in captcha.data ? captcha.data : null;
  const captchaId = `${id}-captcha`;
  const [randStr, setRandStr] = useState("");
  const [captchaError, setCaptchaError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown(RESEND_SECONDS);

  const request = async () => {
    const checked = validateForm(SendCodeSchema, { areaCode, mobile, ticket: challenge?.ticket, randStr });
    const { mobile: wrongMobile, areaCode: wrongArea } = checked.errors;
    if (wrongMobile || wrongArea)
      on.onMobileError(wrongMobile || !wrongArea ? "mobile" : "areaCode", wrongMobile ?? wrongArea ?? MOBILE_WRONG);
    const noCaptcha = challenge && !randStr.trim();
    if (noCaptcha) setCaptchaError(CAPTCHA_EMPTY);
    if (!checked.ok) {
      if (!wrongMobile && !wrongArea && !noCaptcha) on.onMobileError("mobile", MOBILE_WRONG);
      return;
    }
    if (noCaptcha) return;
    const solved = tencent ? await solveTencentCaptcha(tencent.appId).catch((e: Error) => void toast(e.message)) : {};
    if (!solved) return;
    setSending(true);
    try {
      await send(
        { ...checked.output, ...solved },
        {
          onFail: (env) => {
            const field = (env.data as { field?: string } | null)?.field;
            if (field === "randStr" && challenge) setCaptchaError(env.msg);
            else if (field === "mobile" || field === "areaCode") on.onMobileError(field, env.msg);
            else if (on.onFail) on.onFail(env.msg);
            else toast(env.msg);
          },
        },
      );
      toast("验证码已发送", { tone: "success" });
      startCountdown();
      on.onSent?.();
    } catch {
      // The message is already under its field or in a toast.
    } finally {
      setSending(false);
      // A challenge is good for one request, answered or not.
      if (challenge) {
        setRandStr("");
        void captcha.refetch();
      }
    }
  };

  return (
    <>
      {challenge && (
        <Field id={captchaId} label="图形验证码" required={required} error={captchaError}>
          <div className={`${block}__row`}>
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
              {...invalidProps(captchaId, captchaError)}
            />
            <button type="button" className={`${block}__captcha`} title="看不清？点击换一张" onClick={() => void captcha.refetch()}>
              <img src={challenge.image} alt="图形验证码，点击换一张" width={120} height={40} />
            </button>
          </div>
        </Field>
      )}
      <Field id={id} label={label} required={required} error={error}>
        <div className={`${block}__row`}>
          <input
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="请输入6位验证码"
            maxLength={6}
            {...input}
            {...invalidProps(id, error)}
          />
          <button type="button" className={`btn btn--light ${block}__send`} disabled={sending || secondsLeft > 0} onClick={request}>
            {secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : sending ? "发送中…" : "获取验证码"}
          </button>
        </div>
      </Field>
    </>
  );
}
