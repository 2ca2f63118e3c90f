import "./training.css";
import { useEffect } from "react";
import { AppLink } from "@/portal/components/app-link";
import type { RoomKind } from "../enter-room";

type Props = { kind: RoomKind; strId: string; url: string; refusal: string };

const NAMES: Record<RoomKind, string> = { live: "直播间", replay: "回放" };

/** /training/Live|Review/{strId}: goes to the room, or says why not (课程发布中, a refusal) with the way back. */
export function RoomPage({ kind, strId, url, refusal }: Props) {
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);

  if (url) {
    return (
      <div className="page container card training-room" role="status">
        <p>正在进入{NAMES[kind]}…</p>
        <a className="btn btn--ghost" href={url}>
          没有跳转？点此进入
        </a>
      </div>
    );
  }
  return (
    <div className="page container card training-room" role="status">
      <h1 className="page-state__title">{refusal || "课程发布中"}</h1>
      {!refusal && <p className="page-state__text">{NAMES[kind]}链接尚未发布，请稍后再来。</p>}
      <AppLink className="btn btn--primary" href={`/Training/Detail/${encodeURIComponent(strId)}`}>
        返回课程详情
      </AppLink>
    </div>
  );
}
