import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ beisen: v.optional(v.string()) });

const examIdOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0);

/** /certification/add/{examid}?beisen=: registration; a visitor signs in first and comes back. */
export const certificationAddRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/add/$examid",
  // Parsed here, so the loader and the page read the same number.
  params: { parse: ({ examid }) => ({ examid: examIdOf(examid) }) },
  validateSearch: SearchSchema,
  loader: async ({ context, params, location }) => {
    const [{ getExamInfoQueryOptions }, { getProfileQueryOptions }] = await Promise.all([
      import("../features/certification/exams/exam-info"),
      import("../features/certification/registration/profile"),
    ]);
    return orRedirect(
      Promise.all([
        context.queryClient.ensureQueryData(getProfileQueryOptions()),
        context.queryClient.fetchQuery(getExamInfoQueryOptions(params.examid)),
      ]),
      location.href,
    );
  },
}).lazy(() => import("./certification-add.lazy").then((m) => m.certificationAddLazyRoute));
