import { useState } from "react";
import { SendCodeSchema } from "@/api/contract/account";
import { Field, invalidProps } from "@/portal/components/field";
import { toast } from "@/portal/components/toast/toast-store";
import { useCountdown } from "@/portal/components/use-countdown";
import { validateForm } from "@/portal/lib/form";
import type { Envelope } from "@/portal/lib/protocol/client";
import { requestProfileCode, useProfileCaptcha } from "../sms-code";

type Props = {
  id: string;
  areaCode: string;
  mobile: string;
  code: string;
  onCode: (code: string) => void;
  error?: string;
  /** Puts a message under the field it names (mobile) or under the code. */
  onError: (field: string, msg: string) => void;
};

/** 短信验证码 with 获取验证码 (60 s between requests, spec 000 section 9), after the image captcha when the server asks. */
export function SmsCodeField({ id, areaCode, mobile, code, onCode, error, onError }: Props) {
  const captcha = useProfileCaptcha();
  const challenge = captcha.data ?? null;
  const [randStr, setRandStr] = useState("");
  const [sending, setSending] = useState(false);
  const [left, start] = useCountdown(60);

  const send = async () => {
    const checked = validateForm(SendCodeSchema, { areaCode, mobile, ticket: challenge?.ticket, randStr });
    if (!checked.ok) return onError("mobile", checked.errors.mobile ?? checked.errors.areaCode ?? "请输入正确的手机号");
    if (challenge && !randStr.trim()) return onError("code", "请输入图形验证码");
    setSending(true);
    try {
      await requestProfileCode(checked.output, {
        onFail: (env: Envelope) => onError((env.data as { field?: string } | null)?.field === "mobile" ? "mobile" : "code", env.msg),
      });
      toast("验证码已发送", { tone: "success" });
      start();
    } catch {
      // Shown under its field by onFail.
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
        <Field id={`${id}-captcha`} label="图形验证码">
          <div className="exam-profile__row">
            <input
              id={`${id}-captcha`}
              className="input"
              autoComplete="off"
              maxLength={8}
              placeholder="请输入图中字符"
              value={randStr}
              onChange={(e) => setRandStr(e.target.value)}
            />
            <button type="button" className="exam-profile__captcha" title="看不清？点击换一张" onClick={() => void captcha.refetch()}>
              <img src={challenge.image} alt="图形验证码，点击换一张" width={120} height={40} />
            </button>
          </div>
        </Field>
      )}
      <Field id={id} label="验证码" required error={error}>
        <div className="exam-profile__row">
          <input
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入6位验证码"
            value={code}
            onChange={(e) => onCode(e.target.value)}
            {...invalidProps(id, error)}
          />
          <button type="button" className="btn btn--light exam-profile__send" disabled={sending || left > 0} onClick={send}>
            {left > 0 ? `${left}秒后重新获取` : sending ? "发送中…" : "获取验证码"}
          </button>
        </div>
      </Field>
    </>
  );
}
