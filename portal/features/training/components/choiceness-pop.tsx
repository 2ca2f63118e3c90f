import type { TrainingItem } from "@/api/contract/training";
import { AppLink } from "@/portal/components/app-link";
import { modals } from "@/portal/components/modal/modal-store";

/**
 * The choice (精选) session as a card in the corner (a bottom sheet on phones): cover, title, time and the way to
 * its detail page. Not modal, so it never stands between a visitor and the page (the header's 登录 stays usable);
 * it waits while a modal (an announcement, the interest survey) is open, so the home page shows one pop-up at a time.
 */
export function ChoicenessPop({ item, onClose }: { item: TrainingItem; onClose: () => void }) {
  if (modals.use().length > 0) return null;
  return (
    // Open from the start rather than show(): the card does not take the focus from the page.
    <dialog open className="card choiceness-pop" aria-labelledby="choiceness-pop-title" data-covers-corner>
      <header className="choiceness-pop__head">
        <h2 id="choiceness-pop-title">精选直播</h2>
        <button type="button" className="choiceness-pop__close" aria-label="关闭" onClick={onClose} />
      </header>
      {item.imageUrl ? (
        <img className="choiceness-pop__cover" src={item.imageUrl} alt="" />
      ) : (
        <div className="choiceness-pop__cover training-cover--blank" aria-hidden="true">
          直播
        </div>
      )}
      <p className="choiceness-pop__title">{item.title}</p>
      <p className="choiceness-pop__time">直播时间：{item.time}</p>
      <AppLink className="btn btn--primary btn--block" href={`/Training/Detail/${encodeURIComponent(item.strId)}`} onClick={onClose}>
        {item.sta === 1 ? "立即报名" : "查看详情"}
      </AppLink>
    </dialog>
  );
}
