import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { SpecialPage } from "../features/activity/components/special-page";
import { useSpecial } from "../features/activity/special";

export const activitySpecialLazyRoute = createLazyRoute("/activity/special")({
  component: function SpecialView() {
    // The loader has already turned a missing or bad id into the not-found page.
    const { id } = activitySpecialLazyRoute.useLoaderDeps();
    const { activity } = useSpecial(id!);
    return (
      <>
        <PageHead title={activity.title} description={activity.contents} image={activity.cover} />
        <SpecialPage id={id!} />
      </>
    );
  },
});
