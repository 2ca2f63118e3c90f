import "./voucher.css";
import { VOUCHER_MSG, VOUCHER_SEGMENTS, VoucherPaySchema } from "@/api/contract/voucher";
import { AppLink } from "@/portal/components/app-link";
import { SubmitButton } from "@/portal/components/form/submit-button";
import { toast } from "@/portal/components/toast/toast-store";
import { ApiError } from "@/portal/lib/api";
import { useSchemaForm } from "@/portal/lib/form";
import { navigateTo } from "@/portal/lib/navigation";
import { useRedeemVoucher } from "../redeem-voucher";
import { VoucherInputs } from "./voucher-inputs";

const ERROR_ID = "voucher-error";

/** /certification/voucher?pra_id=&pra_em=: pays the registration with a voucher code, then on to waitaudit. */
export function VoucherPage({ userId, registrationId, examId }: { userId: number; registrationId: number; examId: number }) {
  const form = useSchemaForm({
    schema: VoucherPaySchema,
    defaultValues: { segments: Array<string>(VOUCHER_SEGMENTS).fill("") },
    toInput: ({ segments }) => ({ userid: userId, examid: examId, pwd: segments.join("-") }),
  });
  const segments = form.watch("segments");
  const error = form.errorOf("pwd");
  const redeem = useRedeemVoucher();

  const submit = form.onSubmit(async () => {
    try {
      const data = await redeem.mutateAsync({ userid: userId, examid: examId, segments });
      toast(VOUCHER_MSG.paid, { tone: "success" });
      navigateTo(data.url);
    } catch (err) {
      // A refused code is shown under the inputs; anything else in a toast.
      if (err instanceof ApiError && err.field === "pwd") form.showError("pwd", err.message);
      else toast((err as Error).message, { tone: "error" });
      throw err;
    }
  });

  return (
    <div className="page container voucher-page">
      <form className="card voucher-card" onSubmit={submit} noValidate>
        <h1 className="voucher-card__title">使用代金券</h1>
        <p className="voucher-card__text">
          请输入 16 位代金券号码，每格 4 位，字母不区分大小写。代金券仅可用于指定考试，使用后即视为已支付报名费。
        </p>
        <VoucherInputs
          segments={segments}
          onChange={(next) => {
            form.setValue("segments", next);
            form.clear("pwd");
          }}
          invalid={!!error}
          describedBy={error ? ERROR_ID : undefined}
        />
        <p className="field__error voucher-card__error" id={ERROR_ID} role="alert">
          {error ?? ""}
        </p>
        <SubmitButton pending={redeem.isPending} disabled={redeem.isSuccess} className="btn btn--primary btn--lg voucher-card__submit">
          确认使用
        </SubmitButton>
        <AppLink className="link-button" href={`/certification/pay?pra_id=${registrationId}&pra_em=${examId}`}>
          返回微信支付
        </AppLink>
      </form>
    </div>
  );
}
