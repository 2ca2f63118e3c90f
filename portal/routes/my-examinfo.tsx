import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { MY_EXAM_TYPES, type MyExamType } from "@/api/contract/certification-requests";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const typeOf = (text: string | undefined): MyExamType => MY_EXAM_TYPES.find((t) => t === text) ?? "await";
const pageOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

// Loose and without defaults, like the other list pages: the address keeps what it was given.
const SearchSchema = v.looseObject({ type: v.optional(v.string()), page: v.optional(v.string()) });

/** /my/examinfo?type=await|success|fail&page=: the exam records; a visitor's 1503 becomes the login page, coming back here. */
export const myExamInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/examinfo",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ type: typeOf(search.type), page: pageOf(search.page) }),
  loader: async ({ context, deps, location }) => {
    const { getMyExamPageQueryOptions } = await import("../features/certification/my-exams/my-exams");
    return orRedirect(context.queryClient.ensureQueryData(getMyExamPageQueryOptions(deps.type, deps.page)), location.href);
  },
}).lazy(() => import("./my-examinfo.lazy").then((m) => m.myExamInfoLazyRoute));
