import type { ReactNode } from "react";
import { alertModal } from "@/portal/components/modal/dialogs";
import { openModal } from "@/portal/components/modal/modal-store";
import { navigateTo } from "@/portal/lib/navigation";
import type { DetailButton } from "../detail-button";
import type { SignUpResult } from "../training-apply";

const IS_AP = { success: 0, review: 1 } as const;

function QrBlock({ src, text }: { src?: string; text?: string }) {
  if (!src) return null;
  return (
    <figure className="training-result__qr">
      <img src={src} alt={text || "二维码"} width={140} height={140} />
      {text && <figcaption>{text}</figcaption>}
    </figure>
  );
}

function openResult(title: string, body: (close: () => void) => ReactNode) {
  openModal({ title, size: "sm", content: (close) => <div className="dialog training-result">{body(close)}</div> });
}

/**
 * What a sign-up answer shows (spec 000 section 4): isAp 0 with a room link goes there, otherwise the success pop-up
 * (or the waiting-list message); 1 the under-review pop-up; 2 and above the message, and nothing more.
 */
export function showSignUpResult(result: SignUpResult, strId: string, button: DetailButton) {
  if (result.isAp === IS_AP.success && result.data?.status === "waiting") return void alertModal(result.msg, { title: "已进入候补名单" });
  if (result.isAp === IS_AP.success && result.url) return navigateTo(result.url);
  if (result.isAp === IS_AP.success) {
    return openResult("报名成功", (close) => (
      <>
        <p className="dialog__text">{button.successText || result.msg || "报名成功"}</p>
        <QrBlock src={button.successQrCode} text={button.successQrCodeText} />
        <div className="dialog__actions">
          <a className="btn btn--ghost" href={`/calendar/training/${encodeURIComponent(strId)}.ics`} download>
            添加到日历
          </a>
          <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
            知道了
          </button>
        </div>
      </>
    ));
  }
  if (result.isAp === IS_AP.review) {
    return openResult("审核中", (close) => (
      <>
        <p className="dialog__text">{button.auditText || result.msg}</p>
        <QrBlock src={button.auditQrCode} text={button.auditQrCodeText} />
        <div className="dialog__actions">
          <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
            知道了
          </button>
        </div>
      </>
    ));
  }
  void alertModal(result.msg, { title: "无法报名" });
}
