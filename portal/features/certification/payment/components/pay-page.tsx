import "./payment.css";
import { useEffect } from "react";
import { PAY_MSG, PAY_PROVIDER_NAME, type PayPage as PayPageLink, yuan } from "@/api/contract/payment";
import { AppLink } from "@/portal/components/app-link";
import { toast } from "@/portal/components/toast/toast-store";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { navigateTo } from "@/portal/lib/navigation";
import { inWechat } from "@/portal/lib/wechat-browser";
import { useConfirmPayment } from "../confirm-payment";
import { usePayPass } from "../pay-pass";
import { QrCashier } from "./qr-cashier";
import { RedirectCashier } from "./redirect-cashier";

/** What the cashier said on the way back (?payResult=): the spec's messages for a cancelled or failed payment. */
const RESULT_MSG: Record<string, string> = { cancel: PAY_MSG.cancelled, fail: PAY_MSG.failed };

/** /certification/pay: the registration fee, paid by WeChat Pay or Alipay (or a voucher); once paid, on to waitaudit. */
export function PayPage({ link, payResult }: { link: PayPageLink; payResult: string }) {
  const { data: order } = useConfirmPayment(link);
  const pass = usePayPass(order.orderNum);
  const breakpoint = useBreakpoint();
  const way = inWechat() ? "js" : breakpoint === "phone" ? "wap" : "qr";

  useEffect(() => {
    if (RESULT_MSG[payResult]) toast(RESULT_MSG[payResult], { tone: "error" });
  }, [payResult]);
  useEffect(() => {
    if (pass.data?.paid) navigateTo(pass.data.url);
  }, [pass.data]);

  const checkPaid = async () => {
    const { data } = await pass.refetch();
    if (!data?.paid) toast("暂未收到支付结果，请完成支付后稍候");
  };

  return (
    <div className="page container pay-page">
      <section className="card pay-order">
        <p className="pay-order__exam">{order.examName}</p>
        <h1 className="pay-order__title">支付报名费</h1>
        <p className="pay-order__amount" data-testid="pay-amount">
          {yuan(order.payNum)}
        </p>
        <dl className="pay-order__meta">
          <dt>订单号</dt>
          <dd data-testid="order-number">{order.orderNum}</dd>
        </dl>
      </section>

      <section className="card pay-method">
        <h2 className="pay-method__title">
          <span className="pay-method__logo" aria-hidden="true">
            ✓
          </span>
          {PAY_PROVIDER_NAME[order.provider]}
        </h2>
        {way === "qr" ? (
          <QrCashier orderNum={order.orderNum} provider={order.provider} />
        ) : (
          <RedirectCashier way={way} orderNum={order.orderNum} payNum={order.payNum} provider={order.provider} />
        )}
        <div className="pay-method__foot">
          <button type="button" className="btn btn--ghost" disabled={pass.isFetching} onClick={() => void checkPaid()}>
            我已完成支付
          </button>
          <AppLink className="link-button" href={`/certification/voucher?pra_id=${link.pra_id}&pra_em=${link.pra_em}`}>
            使用代金券
          </AppLink>
        </div>
      </section>
      <p className="pay-page__note">支付完成后页面将自动跳转至审核页面；报名费支付后如需退款请联系客服。</p>
    </div>
  );
}
