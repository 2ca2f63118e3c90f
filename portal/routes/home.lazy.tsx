import { createLazyRoute } from "@tanstack/react-router";
import { HomeNotices } from "../features/announcement/components/home-notices";
import { HomePage } from "../features/home/home-page";
import { InterestPop } from "../features/interest/components/interest-pop";
import { HomeLive } from "../features/training/components/home-live";
import { useCurrentUser } from "../lib/current-user";
import { useOpenLogin } from "../lib/use-open-login";

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

export const homeLazyRoute = (path: "/" | "/home/index") => createLazyRoute(path)({ component: HomeView });
