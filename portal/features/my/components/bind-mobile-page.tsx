import "./profile-edit.css";
import { useId } from "react";
import { LoginSchema } from "@/api/contract/account";
import { MobileField } from "@/portal/components/form/mobile-field";
import { SmsCodeField } from "@/portal/components/form/sms-code-field";
import { toast } from "@/portal/components/toast/toast-store";
import { useCaptcha } from "@/portal/lib/captcha";
import { useSchemaForm } from "@/portal/lib/form";
import { sendCode } from "@/portal/lib/send-code";
import { useBindMobile } from "../bind-mobile";

type Props = { onBound: () => void };

/** /user/bindmobile?GotoUrl=: binds a mobile number to the signed-in account, then goes on (spec 001 "My area"). */
export function BindMobilePage({ onBound }: Props) {
  const id = useId();
  const form = useSchemaForm({ schema: LoginSchema, defaultValues: { areaCode: "+86", mobile: "", code: "" } });
  const captcha = useCaptcha();
  const [areaCode, mobile] = form.watch(["areaCode", "mobile"]);
  const bind = useBindMobile({ onFail: (env) => form.serverError(env, { fallback: "code", fields: ["mobile", "areaCode"] }) });
  const submit = form.onSubmit(async (input) => {
    await bind.mutateAsync(input);
    toast("绑定成功", { tone: "success" });
    onBound();
  });
  return (
    <div className="page container profile-edit">
      <h1 className="profile-edit__title">绑定手机号</h1>
      <form className="card form profile-edit__form" onSubmit={submit} noValidate>
        <p className="profile-edit__note">绑定手机号后，可使用手机号和短信验证码登录，并接收报名与考试通知。</p>
        <MobileField
          id={`${id}-mobile`}
          label="手机号"
          required
          error={form.errorOf("mobile") ?? form.errorOf("areaCode")}
          rowClassName="change-mobile__row"
          areaClassName="change-mobile__area"
          areaCode={form.field("areaCode", "mobile")}
          mobile={form.field("mobile")}
          inputProps={{ type: "tel", inputMode: "numeric", autoComplete: "tel-national", placeholder: "请输入手机号" }}
        />
        <SmsCodeField
          id={`${id}-code`}
          block="change-mobile"
          required
          areaCode={areaCode}
          mobile={mobile}
          input={form.field("code")}
          error={form.errorOf("code")}
          captcha={captcha}
          send={sendCode}
          onMobileError={(field, msg) => form.showError(field, msg)}
          onSent={() => form.setFocus("code")}
        />
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={bind.isPending}>
          {bind.isPending ? "提交中…" : "绑定"}
        </button>
      </form>
    </div>
  );
}
