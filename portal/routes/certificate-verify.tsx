import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import type { VerifyParams } from "../features/certification/certificates/verify-certificate";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ number: v.optional(v.string()), code: v.optional(v.string()), from: v.optional(v.string()) });

const paramsOf = (s: v.InferOutput<typeof SearchSchema>): VerifyParams => ({
  number: (s.number ?? "").slice(0, 40),
  code: (s.code ?? "").slice(0, 8),
  from: s.from === "qr" ? "qr" : "link",
});

/** /certificate/verify?number=&code=&from=qr|link: the public verification page the certificate's QR code opens. */
export const certificateVerifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certificate/verify",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => paramsOf(search),
  loader: async ({ context, deps }) => {
    const { getVerificationQueryOptions } = await import("../features/certification/certificates/verify-certificate");
    return context.queryClient.ensureQueryData(getVerificationQueryOptions(deps));
  },
}).lazy(() => import("./certificate-verify.lazy").then((m) => m.certificateVerifyLazyRoute));
