import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { LETTER_TAB } from "@/api/contract/letters";
import { currentBreakpoint } from "../components/use-breakpoint";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const TABS: number[] = Object.values(LETTER_TAB);

const tabOf = (text: string | undefined) => (TABS.includes(Number(text)) ? Number(text) : LETTER_TAB.all);
const pageOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

// Loose and without defaults, like the other list pages: the address keeps what it was given.
const SearchSchema = v.looseObject({ tab: v.optional(v.string()), page: v.optional(v.string()) });

/** /my/letter?tab=&page=: the inbox; a visitor's 1503 becomes the login page, coming back here. */
export const myLetterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/letter",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ tab: tabOf(search.tab), page: pageOf(search.page) }),
  loader: async ({ context, deps, location }) => {
    const { getLetterMoreQueryOptions, getLetterPageQueryOptions } = await import("../features/letters/letters");
    const load =
      currentBreakpoint() === "phone"
        ? context.queryClient.ensureInfiniteQueryData(getLetterMoreQueryOptions(deps.tab))
        : context.queryClient.ensureQueryData(getLetterPageQueryOptions(deps.tab, deps.page));
    return orRedirect<unknown>(load, location.href);
  },
}).lazy(() => import("./my-letter.lazy").then((m) => m.myLetterLazyRoute));
