import { useId } from "react";
import { UPDATE_MOBILE_CODE_ERROR, UpdateMobileSchema } from "@/api/contract/my-profile";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { toast } from "@/portal/components/toast/toast-store";
import { useSchemaForm } from "@/portal/lib/form";
import { useUpdateMobile } from "../update-mobile";
import { MobileWithCode } from "./mobile-with-code";

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
      <MobileWithCode id={id} label="新手机号" placeholder="请输入新手机号" form={form} mobileName="newmobile" />
      <SubmitButton pending={update.isPending} className="btn btn--primary btn--block">
        确认修改
      </SubmitButton>
    </form>
  );
}
