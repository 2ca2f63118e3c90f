import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { LetterInbox } from "../features/letters/components/letter-inbox";

export const myLetterLazyRoute = createLazyRoute("/my/letter")({
  component: function MyLetterView() {
    const { tab, page } = myLetterLazyRoute.useLoaderDeps();
    // Keyed by tab: switching tabs closes the opened letter (spec 001 "Letters").
    return (
      <>
        <PageHead title="站内信" />
        <LetterInbox key={tab} tab={tab} page={page} />
      </>
    );
  },
});
