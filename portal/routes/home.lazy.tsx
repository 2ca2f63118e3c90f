import { createLazyRoute, useSearch } from "@tanstack/react-router";
import { useMemo } from "react";
import { PageHead } from "../components/page-head";
import { HomeActivities } from "../features/activity/components/home-activities";
import { HomeNotices } from "../features/announcement/components/home-notices";
import { BannerSwiper } from "../features/banner/components/banner-swiper";
import { HomeStudying } from "../features/course/components/home-studying";
import { HomePage } from "../features/home/home-page";
import { InterestPop } from "../features/interest/components/interest-pop";
import { HomeLive } from "../features/training/components/home-live";
import { useCurrentUser } from "../lib/current-user";
import { createHomePopRound } from "../lib/pop-round";
import { useOpenLogin } from "../lib/use-open-login";

/** The route composes the home page from the features' pieces. */
function HomeView() {
  const signedIn = !!useCurrentUser();
  const openLogin = useOpenLogin();
  // One interrupting pop-up a visit among the features' ones; a sign-in on the page starts a new round. A shared link's
  // sign-up (?strId=&tra_guid=, HomeLive) has its own result pop-up.
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const signingUp = !!search.strId && !!search.tra_guid;
  // biome-ignore lint/correctness/useExhaustiveDependencies: signedIn starts the new round.
  const pops = useMemo(() => createHomePopRound(signingUp), [signedIn, signingUp]);
  return (
    <>
      <PageHead title="首页" />
      <HomePage
        signedIn={signedIn}
        onLogin={openLogin}
        notices={<HomeNotices signedIn={signedIn} pops={pops} />}
        banners={<BannerSwiper place="home" lazy />}
        studying={<HomeStudying signedIn={signedIn} />}
        live={<HomeLive signedIn={signedIn} pops={pops} />}
        activities={<HomeActivities />}
        interest={<InterestPop signedIn={signedIn} pops={pops} />}
      />
    </>
  );
}

export const homeLazyRoute = (path: "/" | "/home/index") => createLazyRoute(path)({ component: HomeView });
