import "./content.css";
import { AppLink } from "@/portal/components/app-link";
import { LoadMorePages } from "@/portal/components/load-more";
import { useContentCates } from "../categories";
import { LIBRARIES, type Library, libraryHref } from "../content-item";
import { useLibraryList } from "../library-list";
import { ContentCard } from "./content-card";

/**
 * A library's list (/Solution/List, /CaseBase/Index, /Idea/Index, /Reward/List): the category tabs (cateId in the
 * address) and the items, the next page joining as the bottom comes into view.
 */
export function LibraryListPage({ library, cateId }: { library: Library; cateId: number }) {
  const lib = LIBRARIES[library];
  const cates = useContentCates(lib.lwId);
  const query = useLibraryList(library, cateId);
  return (
    <div className="page container content-list">
      <h1 className="content-list__title">{lib.title}</h1>
      <nav className="content-list__tabs" aria-label="分类">
        {[{ id: 0, name: "全部" }, ...cates].map((c) => (
          <AppLink
            key={c.id}
            href={libraryHref(library, c.id)}
            className="content-list__tab"
            aria-current={c.id === cateId ? "page" : undefined}
          >
            {c.name}
          </AppLink>
        ))}
      </nav>
      <LoadMorePages query={query}>
        {(list) =>
          list.length ? (
            <ul className="card-grid content-list__grid">
              {list.map((item) => (
                <li key={item.strId}>
                  <ContentCard item={item} href={`${lib.detail}/${item.strId}`} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="card-grid-empty content-list__empty">{lib.empty}</p>
          )
        }
      </LoadMorePages>
    </div>
  );
}
