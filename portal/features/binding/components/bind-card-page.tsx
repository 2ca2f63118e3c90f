import "./binding.css";
import { BINDING_MSG, BindCardSchema } from "@/api/contract/binding";
import { AppLink } from "@/portal/components/app-link";
import { FormError } from "@/portal/components/form/form-error";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { TextField } from "@/portal/components/form/text-field";
import { toast } from "@/portal/components/toast/toast-store";
import { FORM_ERROR, useSchemaForm } from "@/portal/lib/form";
import { navigateTo } from "@/portal/lib/navigation";
import { useBindCard } from "../cards";

/** '绑定成功' stays a moment before /my/index (spec 001 section 8). */
const GO_AFTER_MS = 1500;

/** /my/BindCard (?cardNo=): binds a learning card by its number and one-time password. */
export function BindCardPage({ cardNo }: { cardNo: string }) {
  const form = useSchemaForm({ schema: BindCardSchema, defaultValues: { cardNo, password: "" } });
  const bind = useBindCard();
  const submit = form.onSubmit(async (input) => {
    try {
      await bind.mutateAsync(input);
      toast(BINDING_MSG.bound, { tone: "success" });
      setTimeout(() => navigateTo("/my/index"), GO_AFTER_MS);
    } catch (err) {
      if (!form.serverError(err)) toast((err as Error).message, { tone: "error" });
      throw err;
    }
  });
  const cardError = form.errorOf("cardNo");
  const passwordError = form.errorOf("password");
  return (
    <div className="page container binding-page">
      <h1 className="binding-page__title">绑定学习卡</h1>
      <section className="card binding-card">
        <p className="binding-card__text">
          请输入学习卡背面的卡号和密码（字母不区分大小写）。每张学习卡只能绑定一次，绑定后卡内的课程与考试代金券归您所有。
        </p>
        <form className="form binding-form" onSubmit={submit} noValidate>
          <TextField
            id="card-no"
            label="卡号"
            required
            error={cardError}
            autoComplete="off"
            placeholder="如 XK0123456789"
            {...form.field("cardNo")}
          />
          <TextField
            id="card-password"
            label="密码"
            required
            error={passwordError}
            autoComplete="off"
            placeholder="如 ABCD-EFGH-JKMN"
            {...form.field("password")}
          />
          <FormError message={form.errorOf(FORM_ERROR)} />
          <div className="binding-state">
            <SubmitButton pending={form.submitting} disabled={bind.isSuccess} className="btn btn--primary btn--lg">
              立即绑定
            </SubmitButton>
            <AppLink className="link-button" href="/my/card">
              查看我的学习卡
            </AppLink>
          </div>
        </form>
      </section>
    </div>
  );
}
