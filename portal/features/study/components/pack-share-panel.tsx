import { JOIN_SOURCE_LABEL, JOIN_SOURCES, type PackDetail, packSharePath, STUDY_MSG } from "@/api/contract/study";
import { openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { copyText } from "@/portal/lib/clipboard";
import { useCurrentUser } from "@/portal/lib/current-user";
import { fetchPoster, useShareOn } from "../share-pack";

/** The poster the server drew, with 保存 (a download of the image itself). */
function openPoster(title: string, poster: string) {
  openModal({
    title: "分享海报",
    size: "sm",
    content: () => (
      <div className="pack-poster">
        <img src={poster} alt={`学习包“${title}”的分享海报`} />
        <a className="btn btn--primary btn--block" href={poster} download={`${title}.png`} data-autofocus>
          保存
        </a>
        <p className="field__hint">手机上可长按图片保存或分享给好友</p>
      </div>
    ),
  });
}

/** For the creator: sharing on first (UpCoursePackState), then 复制链接 and 分享海报; how many joined through each channel. */
export function PackSharePanel({ pack }: { pack: PackDetail }) {
  const user = useCurrentUser();
  const shareOn = useShareOn(pack.id);
  const shared = pack.shared === 1;
  const copy = async () => {
    const link = new URL(packSharePath(pack, user?.id ?? 0, 1), window.location.origin).href;
    // Spec 000 section 9: the copy notice hides after 2 s (the toast's default).
    if (await copyText(link)) toast("链接已复制", { tone: "success" });
    else toast("复制失败，请手动复制链接", { tone: "error" });
  };
  const poster = () =>
    fetchPoster(pack.id).then(
      (image) => openPoster(pack.title, image),
      () => {},
    );
  return (
    <section className="card study-panel" aria-labelledby="pack-share-title">
      <h2 id="pack-share-title" className="study-panel__title">
        分享学习包
      </h2>
      <div className="pack-share">
        {shared ? (
          <span className="pack-share__state">已开启分享</span>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            disabled={shareOn.isPending}
            onClick={() => shareOn.mutate(undefined, { onSuccess: () => toast(STUDY_MSG.sharedOn, { tone: "success" }) })}
          >
            开启分享
          </button>
        )}
        <button type="button" className="btn btn--ghost" disabled={!shared} onClick={() => void copy()}>
          复制链接
        </button>
        <button type="button" className="btn btn--ghost" disabled={!shared} onClick={() => void poster()}>
          分享海报
        </button>
      </div>
      {!shared && <p className="field__hint">{STUDY_MSG.notShared}，之后才能复制链接或生成海报</p>}
      {pack.joinsBySource && (
        <dl className="pack-joins" aria-label="各渠道加入人数">
          {JOIN_SOURCES.map((s) => (
            <div key={s} className="pack-joins__item">
              <dt>{JOIN_SOURCE_LABEL[s]}</dt>
              <dd>{pack.joinsBySource?.[s] ?? 0}人</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
