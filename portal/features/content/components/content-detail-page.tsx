import "./content.css";
import { AppLink } from "@/portal/components/app-link";
import { useContentDetail } from "../content-detail";
import { LIBRARIES, type Library } from "../content-item";
import { shareLink } from "../share-link";
import { Body } from "./body";
import { CollectButton } from "./collect-button";
import { SolutionArticles } from "./solution-articles";
import { Tags } from "./tags";

/**
 * The detail page of an item (/Solution/Detail/{id}, /Solution/Article/{id}, /CaseBase/Detail/{id},
 * /Idea/Detail/{id}, /Reward/Detail/{id}): its body, tags, collect and share; a solution lists its articles by type.
 */
export function ContentDetailPage({ library, strId }: { library: Library; strId: string }) {
  const item = useContentDetail(strId);
  const lib = LIBRARIES[library];
  return (
    <div className="page container content-detail">
      <nav className="content-detail__crumbs" aria-label="位置">
        <AppLink href={lib.list}>{lib.title}</AppLink>
        {item.solution ? (
          <>
            <span aria-hidden="true">/</span>
            <AppLink href={`${lib.detail}/${item.solution.strId}`}>{item.solution.title}</AppLink>
          </>
        ) : null}
      </nav>
      <article className="content-detail__main card">
        <header className="content-detail__head">
          {item.cate || item.typeName ? <span className="content-card__cate">{item.cate || item.typeName}</span> : null}
          <h1 className="content-detail__title">{item.title}</h1>
          <p className="content-detail__meta">发布时间：{item.createTime.slice(0, 10)}</p>
          <Tags json={item.tags} />
          <div className="content-detail__actions">
            <CollectButton strId={item.strId} collected={item.isCollect === 1} />
            <button type="button" className="btn btn--sm btn--ghost" onClick={() => void shareLink()}>
              分享
            </button>
          </div>
        </header>
        {item.cover ? <img className="content-detail__cover" src={item.cover} alt="" /> : null}
        {item.summary ? <p className="content-detail__summary">{item.summary}</p> : null}
        <Body text={item.body} />
      </article>
      {item.kind === "solution" ? <SolutionArticles articles={item.articles} /> : null}
    </div>
  );
}
