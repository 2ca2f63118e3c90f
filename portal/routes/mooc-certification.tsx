import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { currentBreakpoint } from "../components/use-breakpoint";
import { type CertPath, parseCertFilters } from "../features/course/certification-filters";
import { rootRoute } from "./root";

// Loose, and no defaults: the address keeps what it was given, and nothing more.
const SearchSchema = v.looseObject(
  Object.fromEntries(
    ["type", "isHot", "page", "industry", "resources", "theme", "target", "product", "gangwei", "growstep", "certs", "usertar"].map((k) => [
      k,
      v.optional(v.string()),
    ]),
  ),
);

/** A certification page: ?type= picks the category, the setting's groups as comma-separated ids, isHot=1, page=. */
const certificationRoute = (path: CertPath) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: SearchSchema,
    loaderDeps: ({ search }) => ({ filters: parseCertFilters(search) }),
    loader: async ({ context, deps }) => {
      const { getCertificationInfiniteOptions, getCertificationQueryOptions } = await import("../features/course/certification");
      return currentBreakpoint() === "phone"
        ? context.queryClient.ensureInfiniteQueryData(getCertificationInfiniteOptions(path, deps.filters))
        : context.queryClient.ensureQueryData(getCertificationQueryOptions(path, deps.filters));
    },
  });

/** /MoocTraining/Certification?type=: the category's courses with the course setting's filters. */
export const moocCertificationRoute = certificationRoute("/MoocTraining/Certification").lazy(() =>
  import("./mooc-certification.lazy").then((m) => m.moocCertificationLazyRoute),
);

/** /MoocTraining/Certification3?type=: the same courses in the variant layout. */
export const moocCertification3Route = certificationRoute("/MoocTraining/Certification3").lazy(() =>
  import("./mooc-certification.lazy").then((m) => m.moocCertification3LazyRoute),
);
