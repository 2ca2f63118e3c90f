import type { QueryClient } from "@tanstack/react-query";
import type { TrainingItem } from "@/api/contract/training";
import { AppLink } from "@/portal/components/app-link";
import { openModal } from "@/portal/components/modal/modal-store";
import type { HomePopRound } from "@/portal/lib/pop-round";
import { choicenessClosed, getChoicenessLiveQueryOptions } from "../choiceness";
import { getCurrentLivePopQueryOptions } from "../current-live-pop";

const LIVE_SHOWN_KEY = "home-live-pop";

/** Whether this browser session has already been reminded of the session `item` (once per browser session and session). */
function remindedOf(item: TrainingItem) {
  try {
    return sessionStorage.getItem(LIVE_SHOWN_KEY) === item.strId;
  } catch {
    return false;
  }
}

/** A reminder that the person's live session is on now. */
function openLivePop(item: TrainingItem) {
  try {
    sessionStorage.setItem(LIVE_SHOWN_KEY, item.strId);
  } catch {
    // Without storage the reminder may show again on the next visit: harmless.
  }
  openModal({
    title: "正在直播",
    size: "sm",
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
}

/**
 * The home page's live pop-ups, each offered to the page's round (pops): the signed-in person's session live now, and
 * the choice session unless this browser closed it. A shared link's sign-up brings its own pop-ups: then neither.
 * Answers a cancel for a page left before the answers come.
 */
export function showHomePops(
  queryClient: QueryClient,
  { signedIn, signingUp }: { signedIn: boolean; signingUp: boolean },
  pops: HomePopRound,
  showChoiceness: (item: TrainingItem) => void,
) {
  let left = false;
  const none = Promise.resolve(null);
  const live = signedIn && !signingUp ? queryClient.fetchQuery(getCurrentLivePopQueryOptions()).catch(() => null) : none;
  const choice = signingUp
    ? none
    : queryClient.fetchQuery(getChoicenessLiveQueryOptions()).then(
        (item) => (item && !choicenessClosed(localStorage, item.strId) ? item : null),
        () => null,
      );
  const offer = (kind: "live" | "choice", item: Promise<TrainingItem | null>, show: (item: TrainingItem) => void) =>
    void pops
      .offer(
        kind,
        item.then((i) => !!i && (kind === "choice" || !remindedOf(i))),
      )
      .then((may) => (may ? item : null))
      .then((i) => !left && i && show(i));
  offer("live", live, openLivePop);
  offer("choice", choice, showChoiceness);
  return () => {
    left = true;
  };
}
