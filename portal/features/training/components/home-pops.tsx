import type { QueryClient } from "@tanstack/react-query";
import type { TrainingItem } from "@/api/contract/training";
import { AppLink } from "@/portal/components/app-link";
import { openModal } from "@/portal/components/modal/modal-store";
import { choicenessClosed, getChoicenessLiveQueryOptions } from "../choiceness";
import { getCurrentLivePopQueryOptions } from "../current-live-pop";

const LIVE_SHOWN_KEY = "home-live-pop";

/** Once per browser session and session: a reminder that the person's live session is on now; false when not shown. */
function openLivePop(item: TrainingItem, onClose: () => void) {
  try {
    if (sessionStorage.getItem(LIVE_SHOWN_KEY) === item.strId) return false;
    sessionStorage.setItem(LIVE_SHOWN_KEY, item.strId);
  } catch {
    // Without storage the reminder may show again on the next visit: harmless.
  }
  openModal({
    title: "正在直播",
    size: "sm",
    onClose,
    content: (close) => (
      <div className="dialog">
        <p className="dialog__text">您报名的直播「{item.title}」正在进行中</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={close}>
            稍后再看
          </button>
          <AppLink className="btn btn--primary" href={`/training/Live/${encodeURIComponent(item.strId)}`} onClick={close} data-autofocus>
            进入直播
          </AppLink>
        </div>
      </div>
    ),
  });
  return true;
}

/**
 * The home page's pop-ups, one at a time: the signed-in person's live session first (it wins), the choice session
 * (unless this browser closed it) after that closes, or straight away when there is none. Answers a cancel for a
 * page left before the answers come.
 */
export function showHomePops(queryClient: QueryClient, signedIn: boolean, showChoiceness: (item: TrainingItem) => void) {
  let left = false;
  const choiceness = () =>
    void queryClient.fetchQuery(getChoicenessLiveQueryOptions()).then(
      (item) => !left && item && !choicenessClosed(localStorage, item.strId) && showChoiceness(item),
      () => {},
    );
  const live = signedIn ? queryClient.fetchQuery(getCurrentLivePopQueryOptions()).catch(() => null) : Promise.resolve(null);
  void live.then((item) => {
    if (left) return;
    if (!item || !openLivePop(item, choiceness)) choiceness();
  });
  return () => {
    left = true;
  };
}
