import "./voucher.css";
import { type FormEvent, useState } from "react";
import { VOUCHER_MSG, VOUCHER_SEGMENTS } from "@/api/contract/voucher";
import { AppLink } from "@/portal/components/app-link";
import { toast } from "@/portal/components/toast/toast-store";
import { ApiError } from "@/portal/lib/api";
import { navigateTo } from "@/portal/lib/navigation";
import { useRedeemVoucher } from "../redeem-voucher";
import { VoucherInputs } from "./voucher-inputs";

const ERROR_ID = "voucher-error";

/** /certification/voucher?pra_id=&pra_em=: pays the registration with a voucher code, then on to waitaudit. */
export function VoucherPage({ userId, registrationId, examId }: { userId: number; registrationId: number; examId: number }) {
  const [segments, setSegments] = useState<string[]>(Array(VOUCHER_SEGMENTS).fill(""));
  const [error, setError] = useState("");
  const redeem = useRedeemVoucher();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError("");
    redeem.mutate(
      { userid: userId, examid: examId, segments },
      {
        onSuccess: (data) => {
          toast(VOUCHER_MSG.paid, { tone: "success" });
          navigateTo(data.url);
        },
        onError: (err) => (err instanceof ApiError && err.field === "pwd" ? setError(err.message) : toast(err.message, { tone: "error" })),
      },
    );
  };

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
            setSegments(next);
            setError("");
          }}
          invalid={!!error}
          describedBy={error ? ERROR_ID : undefined}
        />
        <p className="field__error voucher-card__error" id={ERROR_ID} role="alert">
          {error}
        </p>
        <button type="submit" className="btn btn--primary btn--lg voucher-card__submit" disabled={redeem.isPending || redeem.isSuccess}>
          {redeem.isPending ? "提交中…" : "确认使用"}
        </button>
        <AppLink className="link-button" href={`/certification/pay?pra_id=${registrationId}&pra_em=${examId}`}>
          返回微信支付
        </AppLink>
      </form>
    </div>
  );
}
