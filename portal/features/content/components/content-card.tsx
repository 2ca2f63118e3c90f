import type { ContentItem } from "@/api/contract/content";
import { AppLink } from "@/portal/components/app-link";
import { COVER_SIZES, CoverImage } from "@/portal/components/cover-image";
import { Tags } from "./tags";

/** One item of a library list: category, title, summary and tags, leading to its detail page. */
export function ContentCard({ item, href }: { item: ContentItem; href: string }) {
  return (
    <AppLink href={href} className="content-card">
      {item.cover ? <CoverImage className="content-card__cover" src={item.cover} sizes={COVER_SIZES.wide} /> : null}
      <div className="content-card__body">
        {item.cate ? <span className="content-card__cate">{item.cate}</span> : null}
        <h2 className="content-card__title">{item.title}</h2>
        {item.summary ? <p className="content-card__summary">{item.summary}</p> : null}
        <Tags json={item.tags} />
      </div>
    </AppLink>
  );
}
