import QRCode from "qrcode";
import { useEffect, useState } from "react";
import type { Cashier } from "@/api/contract/payment";
import { useOpenCashier } from "../open-cashier";

/** The desktop way: pay/WxQrPay's code drawn as a QR code to scan, and the sandbox cashier one click away. */
export function QrCashier({ orderNum }: { orderNum: string }) {
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
          <img src={image} alt="微信支付二维码" width={180} height={180} />
        ) : (
          <span className="spinner" role="status" aria-label="二维码加载中" />
        )}
      </div>
      <p className="pay-qr__hint">请使用微信扫一扫，扫描二维码完成支付</p>
      {open.data && (
        <a className="pay-qr__sandbox" href={open.data.url}>
          打开沙箱收银台
        </a>
      )}
    </div>
  );
}
