import { createRoute } from "@tanstack/react-router";
import { getCurrentUserQueryOptions } from "../lib/current-user";
import { rootRoute } from "./root";

/** / and /home/index are the same home page (the landing after logout). */
const homeAt = <P extends "/" | "/home/index">(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: ({ context }) => context.queryClient.ensureQueryData(getCurrentUserQueryOptions()),
  }).lazy(() => import("./home.lazy").then((m) => m.homeLazyRoute(path)));

export const homeRoute = homeAt("/");
export const homeIndexRoute = homeAt("/home/index");
