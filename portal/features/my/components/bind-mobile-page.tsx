import "./profile-edit.css";
import { useId } from "react";
import { LoginSchema } from "@/api/contract/account";
import { toast } from "@/portal/components/toast/toast-store";
import { useSchemaForm } from "@/portal/lib/form";
import { useBindMobile } from "../bind-mobile";
import { MobileWithCode } from "./mobile-with-code";

type Props = { onBound: () => void };

/** /user/bindmobile?GotoUrl=: binds a mobile number to the signed-in account, then goes on (spec 001 "My area"). */
export function BindMobilePage({ onBound }: Props) {
  const id = useId();
  const form = useSchemaForm({ schema: LoginSchema, defaultValues: { areaCode: "+86", mobile: "", code: "" } });
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
        <MobileWithCode
          id={id}
          label="手机号"
          placeholder="请输入手机号"
          areaCode={areaCode}
          mobile={mobile}
          mobileError={form.errorOf("mobile") ?? form.errorOf("areaCode")}
          codeError={form.errorOf("code")}
          areaInput={form.field("areaCode", "mobile")}
          mobileInput={form.field("mobile")}
          codeInput={form.field("code")}
          onMobileError={(msg) => form.showError("mobile", msg)}
          onSent={() => form.setFocus("code")}
        />
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={bind.isPending}>
          {bind.isPending ? "提交中…" : "绑定"}
        </button>
      </form>
    </div>
  );
}
