import { createRoute, notFound } from "@tanstack/react-router";
import * as v from "valibot";
import { breakpointOf } from "../components/use-breakpoint";
import { getLiveListInfiniteOptions, getLiveListQueryOptions } from "../features/training/live-list";
import { rootRoute } from "./root";

const count = (text: string | undefined, min: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= min ? n : min;
};

// Loose, and no defaults: the address keeps what it was given (other pages add a task id), and nothing more.
const SearchSchema = v.looseObject({
  isLive: v.optional(v.string()),
  cateId: v.optional(v.string()),
  page: v.optional(v.string()),
});

/** /Learning/List?isLive=1&cateId=&page=: the live-session list (the course lists are other pages' part). */
export const learningListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Learning/List",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ isLive: search.isLive, cateId: count(search.cateId, 0), page: count(search.page, 1) }),
  loader: async ({ context, deps }) => {
    if (deps.isLive !== "1") throw notFound();
    if (breakpointOf(window.innerWidth) === "phone")
      await context.queryClient.ensureInfiniteQueryData(getLiveListInfiniteOptions(deps.cateId));
    else await context.queryClient.ensureQueryData(getLiveListQueryOptions(deps.cateId, deps.page));
  },
}).lazy(() => import("./learning-list.lazy").then((m) => m.learningListLazyRoute));
