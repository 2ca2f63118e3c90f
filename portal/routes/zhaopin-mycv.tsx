import { createRoute } from "@tanstack/react-router";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** /ZhaoPin/mycv/: the person's CV and its lists; a visitor's 1503 becomes the login page, coming back here. */
export const zhaopinMyCvRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/ZhaoPin/mycv",
  loader: async ({ context, location }) => {
    const { getMyCvQueryOptions } = await import("../features/zhaopin/cv/my-cv");
    const { getCvRowsQueryOptions } = await import("../features/zhaopin/cv/cv-rows");
    const { getMyCvCertificatesQueryOptions } = await import("../features/zhaopin/cv/cv-certificates");
    const q = context.queryClient;
    return orRedirect<unknown>(
      Promise.all([
        q.ensureQueryData(getMyCvQueryOptions()),
        q.ensureQueryData(getCvRowsQueryOptions("work")),
        q.ensureQueryData(getCvRowsQueryOptions("education")),
        q.ensureQueryData(getCvRowsQueryOptions("intention")),
        q.ensureQueryData(getMyCvCertificatesQueryOptions()),
      ]),
      location.href,
    );
  },
}).lazy(() => import("./zhaopin-mycv.lazy").then((m) => m.zhaopinMyCvLazyRoute));
