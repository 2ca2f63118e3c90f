import { useState } from "react";
import type { ContentItem } from "@/api/contract/content";
import { AppLink } from "@/portal/components/app-link";

/** A solution's articles, one tab per type that has any (方案解读, 产品能力…). */
export function SolutionArticles({ articles }: { articles: ContentItem[] }) {
  const types = [...new Map(articles.map((a) => [a.types, a.typeName])).entries()];
  const [current, setCurrent] = useState(types[0]?.[0] ?? 0);
  if (!articles.length) return null;
  return (
    <section className="content-articles" aria-labelledby="content-articles-title">
      <h2 id="content-articles-title" className="content-articles__title">
        方案文章
      </h2>
      <div className="content-articles__tabs" role="tablist">
        {types.map(([t, name]) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === current}
            className="content-articles__tab"
            onClick={() => setCurrent(t)}
          >
            {name}
          </button>
        ))}
      </div>
      <ul className="content-articles__list" role="tabpanel">
        {articles
          .filter((a) => a.types === current)
          .map((a) => (
            <li key={a.strId}>
              <AppLink href={`/Solution/Article/${a.strId}`} className="content-articles__item">
                <strong>{a.title}</strong>
                {a.summary ? <span>{a.summary}</span> : null}
              </AppLink>
            </li>
          ))}
      </ul>
    </section>
  );
}
