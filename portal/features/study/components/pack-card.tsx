import type { PackItem } from "@/api/contract/study";
import { AppLink } from "@/portal/components/app-link";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";
import { packHref } from "../address";

/** A pack in a list: cover, title, creator, courses and members. */
function PackCard({ pack }: { pack: PackItem }) {
  return (
    <li>
      <AppLink className="card list-card pack-card" href={packHref(pack)}>
        <span className="pack-card__cover">
          {pack.cover ? <CoverImage src={pack.cover} sizes={COVER_SIZES.half} /> : <span aria-hidden="true">学习包</span>}
          {pack.deleted && <span className="pack-card__badge">已删除</span>}
        </span>
        <span className="pack-card__body">
          <strong className="pack-card__title">{pack.title}</strong>
          <span className="pack-card__meta">创建者：{pack.creatorName || "匿名"}</span>
          <span className="pack-card__meta">
            {pack.courseNum}门课程 · {pack.joinNum}人加入
          </span>
        </span>
      </AppLink>
    </li>
  );
}

/** Packs as a wrapping grid, or what to say when there are none. */
export function PackGrid({ packs, label, empty }: { packs: PackItem[]; label: string; empty: string }) {
  if (!packs.length) return <p className="card-grid-empty">{empty}</p>;
  return (
    <ul className="card-grid pack-grid" aria-label={label}>
      {packs.map((p) => (
        <PackCard key={p.id} pack={p} />
      ))}
    </ul>
  );
}
