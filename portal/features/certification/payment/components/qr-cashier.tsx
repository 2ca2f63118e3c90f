import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { type Cashier, PAY_PROVIDER_NAME, type PayProvider } from "@/api/contract/payment";
import { useOpenCashier } from "../open-cashier";

/** Where the desktop page's link goes: the sandbox's cashier, or Alipay's own computer cashier; WeChat Pay has none. */
const CASHIER_LINK: Partial<Record<PayProvider, string>> = { sandbox: "打开沙箱收银台", alipay: "在电脑上登录支付宝付款" };
/** Whose app scans the code. */
const SCANNER: Record<PayProvider, string> = { sandbox: "微信", wechatpay: "微信", alipay: "支付宝" };

/** The desktop way: pay/WxQrPay's code drawn as a QR code to scan, and the provider's own cashier one click away. */
export function QrCashier({ orderNum, provider }: { orderNum: string; provider: PayProvider }) {
  const open = useOpenCashier();
  const [image, setImage] = useState("");
  const request = () =>
    open.mutate(
      { way: "qr", orderNumber: orderNum },
      { onSuccess: (c: Cashier) => void QRCode.toDataURL(c.qr, { width: 360, margin: 1 }).then(setImage) },
    );
  // Asked once when the page opens; the button below asks again after a failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per order; a new mutation object is no reason to ask again.
  useEffect(request, [orderNum]);

  if (open.isError) {
    return (
      <div className="pay-qr pay-qr--error" role="alert">
        <p className="pay-qr__error">{open.error.message}</p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={request}>
          重新获取二维码
        </button>
      </div>
    );
  }
  return (
    <div className="pay-qr">
      <div className="pay-qr__frame">
        {image ? (
          <img src={image} alt={`${PAY_PROVIDER_NAME[provider]}二维码`} width={180} height={180} />
        ) : (
          <span className="spinner" role="status" aria-label="二维码加载中" />
        )}
      </div>
      <p className="pay-qr__hint">请使用{SCANNER[provider]}扫一扫，扫描二维码完成支付</p>
      {open.data && CASHIER_LINK[provider] && (
        <a className="pay-qr__link" href={open.data.url}>
          {CASHIER_LINK[provider]}
        </a>
      )}
    </div>
  );
}
