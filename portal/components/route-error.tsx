import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { ApiError } from "../lib/api";

/** A page whose data could not be loaded: the server's own message when there is one, and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof ApiError && error.message ? error.message : "页面加载失败，请检查网络后重试";
  return (
    <div className="page-state container">
      <div className="page-state__icon" aria-hidden="true">
        !
      </div>
      <h1 className="page-state__title">出错了</h1>
      <p className="page-state__text">{message}</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        重新加载
      </button>
    </div>
  );
}
