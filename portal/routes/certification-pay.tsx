import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { getConfirmPaymentQueryOptions, payLinkOf } from "../features/certification/payment/confirm-payment";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const text = v.optional(v.string());
const SearchSchema = v.looseObject({ pra_id: text, pra_em: text, pra_cli: text, pra_sign: text, pra_single: text, payResult: text });

/**
 * /certification/pay?pra_id=&pra_em=&pra_cli=&pra_sign=&pra_single=: the order (pearson/Confirm) loads with the page;
 * a paid registration is sent on to waitaudit (302), a visitor to the login page.
 */
export const certificationPayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/pay",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ link: payLinkOf(search) }),
  loader: ({ context, deps, location }) =>
    orRedirect(context.queryClient.ensureQueryData(getConfirmPaymentQueryOptions(deps.link)), location.href),
}).lazy(() => import("./certification-pay.lazy").then((m) => m.certificationPayLazyRoute));
