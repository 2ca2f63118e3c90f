import { ONLINE_MSG } from "@/api/contract/online-exam";
import { AppLink } from "@/portal/components/app-link";

/** A phone's browser is refused before anything is asked of the server: the exam is taken on a computer. */
export function PhoneRefusal() {
  return (
    <div className="page-state page-state--tall container oe-phone">
      <div className="oe-phone__icon" aria-hidden="true">
        <svg
          viewBox="0 0 48 48"
          width="48"
          height="48"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <rect x="6" y="9" width="36" height="24" rx="3" />
          <path d="M18 40h12M24 33v7" />
        </svg>
      </div>
      <h1 className="page-state__title">请在电脑上参加考试</h1>
      <p className="page-state__text">{ONLINE_MSG.mobile}</p>
      <AppLink className="btn btn--primary" href="/my/examinfo">
        返回我的考试
      </AppLink>
    </div>
  );
}
