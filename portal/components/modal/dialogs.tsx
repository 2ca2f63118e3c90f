import { openModal } from "./modal-store";

/** A message with one button (the catalogue's 1504, notices); resolves when it closes. */
export function alertModal(msg: string, options: { title?: string; okText?: string } = {}) {
  return new Promise<void>((resolve) => {
    openModal({
      title: options.title ?? "提示",
      size: "sm",
      onClose: resolve,
      content: (close) => (
        <div className="dialog">
          <p className="dialog__text">{msg}</p>
          <div className="dialog__actions">
            <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
              {options.okText ?? "知道了"}
            </button>
          </div>
        </div>
      ),
    });
  });
}

/** A question with 确定 / 取消; resolves true only for 确定 (Esc and the overlay count as 取消). */
export function confirmModal(msg: string, options: { title?: string; okText?: string; cancelText?: string } = {}) {
  return new Promise<boolean>((resolve) => {
    let answer = false;
    openModal({
      title: options.title ?? "请确认",
      size: "sm",
      onClose: () => resolve(answer),
      content: (close) => (
        <div className="dialog">
          <p className="dialog__text">{msg}</p>
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={close}>
              {options.cancelText ?? "取消"}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              data-autofocus
              onClick={() => {
                answer = true;
                close();
              }}
            >
              {options.okText ?? "确定"}
            </button>
          </div>
        </div>
      ),
    });
  });
}
