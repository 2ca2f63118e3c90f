import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ number: v.optional(v.string()) });

/** /certificate/print?number=: the holder's print-ready certificate; a visitor signs in first, coming back here. */
export const certificatePrintRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certificate/print",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ number: (search.number ?? "").slice(0, 40) }),
  loader: async ({ context, deps, location }) => {
    const { getPrintableCertificateQueryOptions } = await import("../features/certification/certificates/print-certificate");
    return orRedirect(context.queryClient.ensureQueryData(getPrintableCertificateQueryOptions(deps.number)), location.href);
  },
}).lazy(() => import("./certificate-print.lazy").then((m) => m.certificatePrintLazyRoute));
