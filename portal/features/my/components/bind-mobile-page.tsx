import "./profile-edit.css";
import { useId } from "react";
import { LoginSchema } from "@/api/contract/account";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { toast } from "@/portal/components/toast/toast-store";
import { useSchemaForm } from "@/portal/lib/form";
import { useBindMobile } from "../bind-mobile";
import { MobileWithCode } from "./mobile-with-code";

type Props = { onBound: () => void };

/** /user/bindmobile?GotoUrl=: binds a mobile number to the signed-in account, then goes on (spec 001 "My area"). */
export function BindMobilePage({ onBound }: Props) {
  const id = useId();
  const form = useSchemaForm({ schema: LoginSchema, defaultValues: { areaCode: "+86", mobile: "", code: "" } });
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
        <MobileWithCode id={id} label="手机号" placeholder="请输入手机号" form={form} mobileName="mobile" />
        <SubmitButton pending={bind.isPending}>绑定</SubmitButton>
      </form>
    </div>
  );
}
