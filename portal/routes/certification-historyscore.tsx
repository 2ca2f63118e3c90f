import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ examid: v.optional(v.string()) });

const examIdOf = (text: string | undefined) => (/^\d{1,9}$/.test(text ?? "") ? Number(text) : 0);

/** /certification/historyscore?examid=: the person's results, of one exam when examid is given; visitors sign in first. */
export const certificationHistoryScoreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/certification/historyscore",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ examId: examIdOf(search.examid) }),
  loader: async ({ context, deps, location }) => {
    const { getHistoryScoreQueryOptions } = await import("../features/certification/my-exams/history-score");
    return orRedirect(context.queryClient.ensureQueryData(getHistoryScoreQueryOptions(deps.examId)), location.href);
  },
}).lazy(() => import("./certification-historyscore.lazy").then((m) => m.certificationHistoryScoreLazyRoute));
