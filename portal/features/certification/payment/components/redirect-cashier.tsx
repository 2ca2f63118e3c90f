import { type Cashier, PAY_PROVIDER_NAME, type PayProvider, yuan } from "@/api/contract/payment";
import { toast } from "@/portal/components/toast/toast-store";
import { type PayWay, useOpenCashier } from "../open-cashier";
import { payInWechat } from "../wechat-bridge";

/** After the cashier answered: WeChat's pay sheet when it sent a JSAPI order, the provider's page otherwise. */
async function goPay(c: Cashier, again: () => void) {
  if (!c.jsapi) return window.location.assign(c.url);
  try {
    await payInWechat(c.jsapi);
    window.location.assign(c.url);
  } catch (error) {
    toast((error as Error).message, { tone: "error" });
    again();
  }
}

/** The phone way (pay/WxWapPay) and the WeChat way (pay/WxJsPay): one button that goes to the provider's cashier. */
export function RedirectCashier(props: { way: Exclude<PayWay, "qr">; orderNum: string; payNum: number; provider: PayProvider }) {
  const open = useOpenCashier();
  const name = PAY_PROVIDER_NAME[props.provider];
  const pay = () =>
    open.mutate(
      { way: props.way, orderNumber: props.orderNum },
      { onSuccess: (c) => void goPay(c, open.reset), onError: (e) => toast(e.message, { tone: "error" }) },
    );
  const going = open.isPending || open.isSuccess;
  return (
    <button type="button" className="btn btn--primary btn--lg btn--block pay-wechat" disabled={going} onClick={pay}>
      {going ? `正在打开${name}…` : `${name} ${yuan(props.payNum)}`}
    </button>
  );
}
