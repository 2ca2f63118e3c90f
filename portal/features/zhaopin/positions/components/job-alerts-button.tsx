import { hasFilter, POSITION_MSG, type PositionFilter } from "@/api/contract/zhaopin-positions";
import { openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { useOpenLogin } from "@/portal/lib/use-open-login";
import { listHref } from "../filters";
import { useDeleteJobAlert, useJobAlerts, useSaveJobAlert } from "../job-alerts";

/** 我的订阅: the person's alerts, each opening the list as it filters, or cancelled. */
function AlertList({ close }: { close: () => void }) {
  const alerts = useJobAlerts();
  const remove = useDeleteJobAlert();
  if (alerts.isPending) return <p className="zp-alerts__note">加载中…</p>;
  const list = alerts.data?.list ?? [];
  if (list.length === 0) return <p className="zp-alerts__note">还没有订阅。选好筛选条件后点“订阅职位”，有新职位时会通过站内信通知您。</p>;
  return (
    <ul className="zp-alerts">
      {list.map((a) => (
        <li key={a.id} className="zp-alerts__item">
          <a href={listHref(a.filters)} className="zp-alerts__text" onClick={close}>
            {a.text}
          </a>
          <span className="zp-alerts__meta">{a.lastSentAt ? `上次通知 ${a.lastSentAt.slice(0, 10)}` : "尚无新职位通知"}</span>
          <button type="button" className="btn btn--text btn--sm" disabled={remove.isPending} onClick={() => remove.mutate(a.id)}>
            取消订阅
          </button>
        </li>
      ))}
    </ul>
  );
}

/** 订阅职位 (save the list's filter as a job alert: a letter a day at most when new positions match) and 我的订阅. */
export function JobAlertButtons({ filter, signedIn }: { filter: PositionFilter; signedIn: boolean }) {
  const openLogin = useOpenLogin();
  const save = useSaveJobAlert();
  const subscribe = () => {
    if (!signedIn) return openLogin();
    if (!hasFilter(filter)) return toast(POSITION_MSG.alertEmpty);
    // A refusal (ten alerts already) is the api's toast.
    save.mutate(filter, { onSuccess: () => toast(POSITION_MSG.alertSaved, { tone: "success" }) });
  };
  return (
    <div className="zp-head__actions">
      <button type="button" className="btn btn--primary btn--sm" disabled={save.isPending} onClick={subscribe}>
        订阅职位
      </button>
      {signedIn && (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-haspopup="dialog"
          onClick={() => openModal({ title: "我的职位订阅", size: "md", content: (close) => <AlertList close={close} /> })}
        >
          我的订阅
        </button>
      )}
    </div>
  );
}
