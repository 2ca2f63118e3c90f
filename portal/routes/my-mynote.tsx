import { createRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

const SearchSchema = v.looseObject({ page: v.optional(v.string()) });

/** /my/mynote?page=: 我的笔记 (from 我的课程); a visitor's 1503 becomes the login page, coming back here. */
export const myNoteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/my/mynote",
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => {
    const n = Number(search.page);
    return { page: Number.isInteger(n) && n >= 1 ? n : 1 };
  },
  loader: async ({ context, deps, location }) => {
    const { getMyNotesQueryOptions } = await import("../features/lesson-talk/my-notes");
    return orRedirect(context.queryClient.ensureQueryData(getMyNotesQueryOptions(deps.page)), location.href);
  },
}).lazy(() => import("./my-mynote.lazy").then((m) => m.myNoteLazyRoute));
