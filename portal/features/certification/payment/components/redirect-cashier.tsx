import { yuan } from "@/api/contract/payment";
import { toast } from "@/portal/components/toast/toast-store";
import { type PayWay, useOpenCashier } from "../open-cashier";

/** The phone way (pay/WxWapPay) and the WeChat way (pay/WxJsPay): one button that goes to the provider's cashier. */
export function RedirectCashier({ way, orderNum, payNum }: { way: Exclude<PayWay, "qr">; orderNum: string; payNum: number }) {
  const open = useOpenCashier();
  const pay = () =>
    open.mutate(
      { way, orderNumber: orderNum },
      { onSuccess: (c) => window.location.assign(c.url), onError: (e) => toast(e.message, { tone: "error" }) },
    );
  return (
    <button
      type="button"
      className="btn btn--primary btn--lg btn--block pay-wechat"
      disabled={open.isPending || open.isSuccess}
      onClick={pay}
    >
      {open.isPending || open.isSuccess ? "正在打开微信支付…" : `微信支付 ${yuan(payNum)}`}
    </button>
  );
}
