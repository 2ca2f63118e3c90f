import "./modal.css";
import { useEffect, useId, useRef } from "react";
import { closeModal, type ModalEntry, modals } from "./modal-store";

/** Renders the open modals; mounted once in the page shell, inside the router and query providers. */
export function ModalHost() {
  const list = modals.use();
  return (
    <>
      {list.map((entry) => (
        <Modal key={entry.id} entry={entry} />
      ))}
    </>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
}

/**
 * One modal on the native <dialog> in modal mode: the page behind is inert, and Tab wraps round inside it, so
 * focus stays inside. It starts on the element marked data-autofocus, else the first control of the body. Esc and
 * a click on the overlay close it unless it is not dismissible. Focus returns to where it was when it opened.
 */
function Modal({ entry }: { entry: ModalEntry }) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnOverlay = useRef(false);
  const titleId = useId();
  const dismissible = entry.dismissible ?? true;
  const close = () => closeModal(entry.id);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      dialog.showModal();
      const body = dialog.querySelector<HTMLElement>(".modal__body");
      const first = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? (body && focusables(body)[0]);
      first?.focus();
    }
    return () => opener?.focus();
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${entry.size ?? "md"}`}
      aria-labelledby={entry.title ? titleId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) close();
      }}
      // The browser may close it by itself (repeated Esc): keep the list in step.
      onClose={close}
      onKeyDown={(e) => {
        if (e.key !== "Tab" || !ref.current) return;
        const items = focusables(ref.current);
        if (!items.length) return;
        const [first, last] = [items[0], items[items.length - 1]];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
      onMouseDown={(e) => {
        pressedOnOverlay.current = e.target === ref.current;
      }}
      onClick={(e) => {
        if (dismissible && pressedOnOverlay.current && e.target === ref.current) close();
      }}
    >
      <div className="modal__panel">
        {entry.title != null && (
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {entry.title}
            </h2>
            {dismissible && (
              <button type="button" className="modal__close" aria-label="关闭" onClick={close}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </header>
        )}
        <div className="modal__body">{typeof entry.content === "function" ? entry.content(close) : entry.content}</div>
      </div>
    </dialog>
  );
}
