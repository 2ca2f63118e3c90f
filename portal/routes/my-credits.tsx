import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

// Loose and without defaults, like the other pages: the address keeps what it was given.
const CreditsSearch = v.looseObject({ type: v.optional(v.string()), date: v.optional(v.string()), page: v.optional(v.string()) });
const IdSearch = v.looseObject({ id: v.optional(v.string()) });

const numberOf = (text: string | undefined, allowed: (n: number) => boolean, fallback: number) => {
  const n = Number(text);
  return text && Number.isInteger(n) && allowed(n) ? n : fallback;
};
/** A day as the picker writes it; one before the first day the picker offers becomes that day (features/credits). */
const dateOf = (text: string | undefined) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : "");

// The loaders import their feature's calls when they run, so the entry does not carry these pages' contract.

/** /my/cercontinue?type=&date=&page=: my credits on a chosen date; a visitor signs in first. */
export const myCreditsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/cercontinue",
  validateSearch: CreditsSearch,
  loaderDeps: ({ search }) => ({
    type: numberOf(search.type, (n) => n >= 0 && n <= 2, 0),
    date: dateOf(search.date),
    page: numberOf(search.page, (n) => n >= 1 && n <= 10_000, 1),
  }),
  loader: async ({ context, deps, location }) => {
    const { getCreditsQueryOptions } = await import("../features/credits/credits");
    return orRedirect(context.queryClient.ensureQueryData(getCreditsQueryOptions(deps)), location.href);
  },
}).lazy(() => import("./my-credits.lazy").then((m) => m.myCreditsLazyRoute));

/** /my/medal?id=: my medals (one when id is given). */
export const myMedalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/medal",
  validateSearch: IdSearch,
  loaderDeps: ({ search }) => ({ id: numberOf(search.id, (n) => n >= 1 && n < 2 ** 31, 0) }),
  loader: async ({ context, deps, location }) => {
    const { getMedalsQueryOptions } = await import("../features/credits/medals");
    return orRedirect(context.queryClient.ensureQueryData(getMedalsQueryOptions(deps.id)), location.href);
  },
}).lazy(() => import("./my-credits.lazy").then((m) => m.myMedalLazyRoute));

/** /my/radar: my skill radar. */
export const myRadarRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/radar",
  loader: async ({ context, location }) => {
    const { getRadarQueryOptions } = await import("../features/credits/radar");
    return orRedirect(context.queryClient.ensureQueryData(getRadarQueryOptions()), location.href);
  },
}).lazy(() => import("./my-radar.lazy").then((m) => m.myRadarLazyRoute));

/** /my/specialexam: the exams of my growth plan. */
export const mySpecialExamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/specialexam",
  loader: async ({ context, location }) => {
    const { getSpecialExamsQueryOptions } = await import("../features/credits/special-exams");
    return orRedirect(context.queryClient.ensureQueryData(getSpecialExamsQueryOptions()), location.href);
  },
}).lazy(() => import("./my-credits.lazy").then((m) => m.mySpecialExamLazyRoute));
