import "./toast.css";
import { toasts } from "./toast-store";

/** Where toasts appear; mounted once in the page shell. */
export function Toaster() {
  const list = toasts.use();
  return (
    <div className="toaster" role="status" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`toast toast--${t.tone}`}>
          {t.msg}
        </div>
      ))}
    </div>
  );
}
