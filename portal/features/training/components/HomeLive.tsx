import "./training.css";
import "./learning.css";
import { useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { AppLink } from "../../../components/AppLink";
import { openModal } from "../../../components/modal/modal-store";
import { TrainingCard } from "./TrainingCard";
import { fetchTrainingDetail } from "../training-detail";
import type { TrainingItem } from "../training-item";
import { useSignUp } from "../use-sign-up";
import { fetchCurrentLivePop } from "../current-live-pop";
import { useHomeLiveList } from "../home-live-list";

const SHOWN_KEY = "home-live-pop";

/** Once per browser session and session: a reminder that the person's live session is on now. */
function openLivePop(item: TrainingItem) {
  try {
    if (sessionStorage.getItem(SHOWN_KEY) === item.strId) return;
    sessionStorage.setItem(SHOWN_KEY, item.strId);
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

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The home page's live part: the list, the currently-live pop-up, and the sign-up a shared link (strId, tra_guid) asks for. */
export function HomeLive({ signedIn }: { signedIn: boolean }) {
  // The home route declares no search of its own: the parameters are read as the address gives them.
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const strId = text(search.strId);
  const traGuid = text(search.tra_guid);
  const list = useHomeLiveList();
  const signUp = useSignUp();

  useEffect(() => {
    if (signedIn) void fetchCurrentLivePop().then((item) => item && openLivePop(item), () => {});
  }, [signedIn]);

  useEffect(() => {
    if (!strId || !traGuid) return;
    // The detail carries the session's own result texts; a visitor is sent to log in by the sign-up call (1503).
    void fetchTrainingDetail(strId).then((d) => signUp(d.strId, d.tra.detailButton), () => {});
  }, [strId, traGuid]);

  if (!list?.length) return null;
  return (
    <section className="container home-section" aria-labelledby="home-live-title">
      <div className="home-live__head">
        <h2 className="home-section__title" id="home-live-title">
          直播课程
        </h2>
        <AppLink href="/Learning/List?isLive=1" className="home-live__more">
          查看全部
        </AppLink>
      </div>
      <ul className="live-list__grid home-live__grid">
        {list.map((item) => (
          <li key={item.strId}>
            <TrainingCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
