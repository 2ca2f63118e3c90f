import { createRoute, notFound } from "@tanstack/react-router";
import * as v from "valibot";
import { NO_ENTRY_MSG } from "@/api/contract/help";
import { entryIdOf, getHelpEntryQueryOptions } from "../features/help/help-entry";
import { ApiError } from "../lib/api";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

// Loose and without defaults: the address keeps what it was given.
const SearchSchema = v.looseObject({ id: v.optional(v.string()) });

/** /Help/Center?id=: the help center; without an id its FAQ home; an unknown or withdrawn entry is not found. */
export const helpCenterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/Help/Center",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ id: entryIdOf(search.id) }),
  loader: async ({ context, deps }) => {
    const { getHelpTreeQueryOptions } = await import("../features/help/help-tree");
    const entry = deps.id === null ? null : context.queryClient.ensureQueryData(getHelpEntryQueryOptions(deps.id));
    await Promise.all([
      context.queryClient.ensureQueryData(getHelpTreeQueryOptions()),
      context.queryClient.ensureQueryData(getCurrentUserQueryOptions()),
      entry?.catch((err: unknown) => {
        if (err instanceof ApiError && err.message === NO_ENTRY_MSG) throw notFound();
        throw err;
      }),
    ]);
  },
}).lazy(() => import("./help-center.lazy").then((m) => m.helpCenterLazyRoute));
