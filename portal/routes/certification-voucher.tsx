import { createRoute, redirect } from "@tanstack/react-router";
import * as v from "valibot";
import { loginHref } from "../lib/catalogue";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ pra_id: v.optional(v.string()), pra_em: v.optional(v.string()) });

const idOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** /certification/voucher?pra_id=&pra_em=: a visitor signs in first (pearson/voupay sends the caller's userid). */
export const certificationVoucherRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/voucher",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ registrationId: idOf(search.pra_id), examId: idOf(search.pra_em) }),
  loader: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(getCurrentUserQueryOptions());
    if (!user) throw redirect({ href: loginHref(location.href, window.location.origin), replace: true });
    return { userId: user.id };
  },
}).lazy(() => import("./certification-voucher.lazy").then((m) => m.certificationVoucherLazyRoute));
