import { createRoute } from "@tanstack/react-router";
import { HomeNotices } from "../features/announcement/components/home-notices";
import { HomePage } from "../features/home/home-page";
import { InterestPop } from "../features/interest/components/interest-pop";
import { HomeLive } from "../features/training/components/home-live";
import { getCurrentUserQueryOptions, useCurrentUser } from "../lib/current-user";
import { useOpenLogin } from "../lib/use-open-login";
import { rootRoute } from "./root";

/** The route composes the home page from the features' pieces. */
function HomeView() {
  const signedIn = !!useCurrentUser();
  const openLogin = useOpenLogin();
  return (
    <HomePage
      signedIn={signedIn}
      onLogin={openLogin}
      notices={<HomeNotices signedIn={signedIn} />}
      live={<HomeLive signedIn={signedIn} />}
      interest={<InterestPop signedIn={signedIn} />}
    />
  );
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
