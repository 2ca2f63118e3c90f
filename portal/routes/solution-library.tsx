import { createRoute, notFound } from "@tanstack/react-router";
import * as v from "valibot";
import type { ContentDetail } from "@/api/contract/content";
import { LIBRARIES, type Library } from "../features/content/content-item";
import { rootRoute } from "./root";

const cateOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

// Loose and without defaults, like the other list pages: the address keeps what it was given.
const SearchSchema = v.looseObject({ cateId: v.optional(v.string()) });

/** A library's list page at `LIBRARIES[library].list?cateId=`. */
export function libraryListRoute(library: Library) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: LIBRARIES[library].list,
    validateSearch: SearchSchema,
    loaderDeps: ({ search }) => ({ cateId: cateOf(search.cateId) }),
    loader: async ({ context, deps }) => {
      const [{ getContentCatesQueryOptions }, { getLibraryListQueryOptions }] = await Promise.all([
        import("../features/content/categories"),
        import("../features/content/library-list"),
      ]);
      return Promise.all([
        context.queryClient.ensureQueryData(getContentCatesQueryOptions(LIBRARIES[library].lwId)),
        context.queryClient.ensureInfiniteQueryData(getLibraryListQueryOptions(library, deps.cateId)),
      ]);
    },
  }).lazy(() => import("./solution-library.lazy").then((m) => m.libraryListLazyRoute(library)));
}

/** The detail page of `kind` at `path` (…/$id); anyone may read it, collecting asks for a login. */
export function contentDetailRoute(library: Library, kind: ContentDetail["kind"], path: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: async ({ context, params }) => {
      const { getContentDetailQueryOptions } = await import("../features/content/content-detail");
      const item = await context.queryClient.ensureQueryData(getContentDetailQueryOptions((params as { id: string }).id));
      // An idea's id under /Reward/Detail/ is no reward.
      if (item.kind !== kind) throw notFound();
    },
  }).lazy(() => import("./solution-library.lazy").then((m) => m.contentDetailLazyRoute(library, path)));
}

/** /Solution/List?cateId=, /Solution/Detail/{id} (spec 000 section 2) and a solution's articles. */
export const solutionListRoute = libraryListRoute("solution");
export const solutionDetailRoute = contentDetailRoute("solution", "solution", "/Solution/Detail/$id");
export const solutionArticleRoute = contentDetailRoute("solution", "article", "/Solution/Article/$id");
