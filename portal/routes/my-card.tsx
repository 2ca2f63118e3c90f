import { createRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ cardNo: v.optional(v.string()) });

/**
 * /my/card: my learning cards. A card's link (?cardNo=) asks my/bind with the number, whose code 9 opens card binding
 * with it filled in (docs/decisions/0031).
 */
export const myCardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/card",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ cardNo: search.cardNo ?? "" }),
  loader: async ({ context, deps, location }) => {
    const { cardLinkTarget, getMyCardsQueryOptions } = await import("../features/binding/cards");
    await orRedirect(context.queryClient.ensureQueryData(getMyCardsQueryOptions()), location.href);
    if (!deps.cardNo) return;
    const target = await cardLinkTarget(deps.cardNo);
    if (target) throw redirect({ href: target });
  },
}).lazy(() => import("./my-card.lazy").then((m) => m.myCardLazyRoute));
