import { useRouter } from "@tanstack/react-router";
import { useId, useState } from "react";
import { CLOSE_ACCOUNT_WORDS, CloseAccountSchema } from "@/api/contract/my-profile";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextField } from "@/portal/components/form/text-field";
import { openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { useSchemaForm } from "@/portal/lib/form";
import { downloadMyData, useCloseAccount } from "../my-data";

/** 注销账号: typed confirmation; closed, the person is signed out and lands on the home page. */
function CloseAccountForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const router = useRouter();
  const form = useSchemaForm({ schema: CloseAccountSchema, defaultValues: { confirm: "" } });
  const close = useCloseAccount({ onFail: (env) => form.serverError(env, { fallback: "confirm" }) });
  const submit = form.onSubmit(async (input) => {
    await close.mutateAsync(input);
    onDone();
    toast("账号已注销", { tone: "success" });
    await router.navigate({ href: "/", replace: true });
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="profile-edit__warning">
        <p>注销后：</p>
        <ul>
          <li>姓名、手机号、头像、公司与联系方式等个人信息将被删除，无法恢复；</li>
          <li>所有设备上的登录立即失效，该手机号可重新注册为新账号；</li>
          <li>已颁发的证书、已支付订单等按法律要求保留最少必要信息。</li>
        </ul>
      </div>
      <TextField
        id={`${id}-confirm`}
        label={`请输入“${CLOSE_ACCOUNT_WORDS}”确认`}
        required
        error={form.errorOf("confirm")}
        autoComplete="off"
        placeholder={CLOSE_ACCOUNT_WORDS}
        {...form.field("confirm")}
      />
      <SubmitButton pending={close.isPending} pendingText="注销中…" className="btn btn--block profile-edit__danger">
        确认注销
      </SubmitButton>
    </form>
  );
}

/** 我的数据 (PIPL): download everything held about me, or close the account. */
export function MyDataSection() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
      toast("数据已开始下载", { tone: "success" });
    } catch {
      // The api layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card profile-edit__data" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="profile-edit__section">
        我的数据
      </h2>
      <p className="profile-edit__note">您可以下载我们保存的关于您的全部信息（JSON 文件），或注销账号。</p>
      <div className="profile-edit__actions">
        <button type="button" className="btn btn--light" onClick={download} disabled={busy}>
          {busy ? "准备中…" : "下载我的数据"}
        </button>
        <button
          type="button"
          className="btn btn--ghost profile-edit__close"
          onClick={() => openModal({ title: "注销账号", content: (close) => <CloseAccountForm onDone={close} /> })}
        >
          注销账号
        </button>
      </div>
    </section>
  );
}
