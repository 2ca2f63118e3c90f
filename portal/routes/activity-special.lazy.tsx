import { createLazyRoute } from "@tanstack/react-router";
import { SpecialPage } from "../features/activity/components/special-page";

export const activitySpecialLazyRoute = createLazyRoute("/activity/special")({
  component: function SpecialView() {
    // The loader has already turned a missing or bad id into the not-found page.
    const { id } = activitySpecialLazyRoute.useLoaderDeps();
    return <SpecialPage id={id!} />;
  },
});
