import { createRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/home-page";
import { getCurrentUserQueryOptions, useCurrentUser } from "../lib/current-user";
import { useOpenLogin } from "../lib/use-open-login";
import { rootRoute } from "./root";

function HomeView() {
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  return <HomePage signedIn={!!user} onLogin={openLogin} />;
}

/** / and /home/index are the same home page (the landing after logout). */
const homeAt = <P extends "/" | "/home/index">(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: ({ context }) => context.queryClient.ensureQueryData(getCurrentUserQueryOptions()),
    component: HomeView,
  });

export const homeRoute = homeAt("/");
export const homeIndexRoute = homeAt("/home/index");
