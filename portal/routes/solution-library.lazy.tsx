import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { ContentDetailPage } from "../features/content/components/content-detail-page";
import { LibraryListPage } from "../features/content/components/library-list-page";
import { useContentDetail } from "../features/content/content-detail";
import { LIBRARIES, type Library } from "../features/content/content-item";

/** The page of a library's list route (libraryListRoute). */
export function libraryListLazyRoute(library: Library) {
  const route = createLazyRoute(LIBRARIES[library].list)({
    component: function LibraryListView() {
      return (
        <>
          <PageHead title={LIBRARIES[library].title} />
          <LibraryListPage library={library} cateId={route.useLoaderDeps().cateId} />
        </>
      );
    },
  });
  return route;
}

function ContentHead({ strId }: { strId: string }) {
  const item = useContentDetail(strId);
  return <PageHead title={item.title} description={item.summary} image={item.cover} />;
}

/** The page of a detail route at `path` (contentDetailRoute). */
export function contentDetailLazyRoute(library: Library, path: string) {
  const route = createLazyRoute(path)({
    component: function ContentDetailView() {
      const { id } = route.useParams() as { id: string };
      // Keyed by item: moving from one article to another starts the page afresh.
      return (
        <>
          <ContentHead strId={id} />
          <ContentDetailPage key={id} library={library} strId={id} />
        </>
      );
    },
  });
  return route;
}
