import { useId } from "react";
import { UPDATE_MOBILE_CODE_ERROR, UpdateMobileSchema } from "@/api/contract/my-profile";
import { MobileField } from "@/portal/components/form/mobile-field";
import { SmsCodeField } from "@/portal/components/form/sms-code-field";
import { toast } from "@/portal/components/toast/toast-store";
import { useCaptcha } from "@/portal/lib/captcha";
import { useSchemaForm } from "@/portal/lib/form";
import { sendCode } from "@/portal/lib/send-code";
import { useUpdateMobile } from "../update-mobile";

type Props = { areaCode: string; oldMobile: string; onDone: () => void };

/**
 * 修改手机号 (my/UpdateMobile): the code goes to the new number. A 701 answer is a code problem and shows on the code
 * field; any other refusal shows on the number (spec 001 section 9).
 */
export function ChangeMobileForm({ areaCode: currentArea, oldMobile, onDone }: Props) {
  const id = useId();
  const form = useSchemaForm({
    schema: UpdateMobileSchema,
    defaultValues: { areaCode: currentArea, newmobile: "", code: "" },
    toInput: (values) => ({ ...values, oldmobile: oldMobile }),
  });
  const captcha = useCaptcha();
  const [areaCode, newmobile] = form.watch(["areaCode", "newmobile"]);
  const update = useUpdateMobile({
    onFail: (env) => form.showError(env.code === UPDATE_MOBILE_CODE_ERROR ? "code" : "newmobile", env.msg),
  });

  const submit = form.onSubmit(async (input) => {
    await update.mutateAsync(input);
    toast("手机号修改成功，其他设备已退出登录", { tone: "success" });
    onDone();
  });

  return (
    <form className="form change-mobile" onSubmit={submit} noValidate>
      <p className="change-mobile__note">验证码将发送到新手机号。修改后，其他设备上的登录将失效。</p>
      <MobileField
        id={`${id}-mobile`}
        label="新手机号"
        required
        error={form.errorOf("newmobile") ?? form.errorOf("areaCode")}
        rowClassName="change-mobile__row"
        areaClassName="change-mobile__area"
        areaCode={form.field("areaCode", "newmobile")}
        mobile={form.field("newmobile")}
        inputProps={{ type: "tel", inputMode: "numeric", autoComplete: "tel-national", placeholder: "请输入新手机号" }}
      />
      <SmsCodeField
        id={`${id}-code`}
        block="change-mobile"
        required
        areaCode={areaCode}
        mobile={newmobile}
        input={form.field("code")}
        error={form.errorOf("code")}
        captcha={captcha}
        send={sendCode}
        onMobileError={(_field, msg) => form.showError("newmobile", msg)}
        onSent={() => form.setFocus("code")}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={update.isPending}>
        {update.isPending ? "提交中…" : "确认修改"}
      </button>
    </form>
  );
}
