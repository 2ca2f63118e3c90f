import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";

/** / and /home/index are the same home page (the landing after logout). */
const homeAt = <P extends "/" | "/home/index">(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: async ({ context: { queryClient } }) => (await import("./home-data")).loadHome(queryClient),
  }).lazy(() => import("./home.lazy").then((m) => m.homeLazyRoute(path)));

export const homeRoute = homeAt("/");
export const homeIndexRoute = homeAt("/home/index");
