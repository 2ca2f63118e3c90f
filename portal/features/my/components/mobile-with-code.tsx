import type { UseFormRegisterReturn } from "react-hook-form";
import { MobileField } from "@/portal/components/form/mobile-field";
import { SmsCodeField } from "@/portal/components/form/sms-code-field";
import { useCaptcha } from "@/portal/lib/captcha";
import { sendCode } from "@/portal/lib/send-code";

type Props = {
  id: string;
  label: string;
  placeholder: string;
  /** What is typed, for 获取验证码. */
  areaCode: string;
  mobile: string;
  mobileError?: string;
  codeError?: string;
  /** The three controls' registrations in the form kit. */
  areaInput: UseFormRegisterReturn;
  mobileInput: UseFormRegisterReturn;
  codeInput: UseFormRegisterReturn;
  /** A refusal of the number by common/code (format, limits): shown on the number. */
  onMobileError: (msg: string) => void;
  onSent: () => void;
};

/** A number and the SMS code texted to it: the change-mobile dialog and the bind-mobile page. */
export function MobileWithCode(p: Props) {
  const captcha = useCaptcha();
  return (
    <>
      <MobileField
        id={`${p.id}-mobile`}
        label={p.label}
        required
        error={p.mobileError}
        rowClassName="change-mobile__row"
        areaClassName="change-mobile__area"
        areaCode={p.areaInput}
        mobile={p.mobileInput}
        inputProps={{ type: "tel", inputMode: "numeric", autoComplete: "tel-national", placeholder: p.placeholder }}
      />
      <SmsCodeField
        id={`${p.id}-code`}
        block="change-mobile"
        required
        areaCode={p.areaCode}
        mobile={p.mobile}
        input={p.codeInput}
        error={p.codeError}
        captcha={captcha}
        send={sendCode}
        onMobileError={(_field, msg) => p.onMobileError(msg)}
        onSent={p.onSent}
      />
    </>
  );
}
