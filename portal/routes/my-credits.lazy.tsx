import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { CreditsPage } from "../features/credits/components/credits-page";
import { MedalsPage } from "../features/credits/components/medals-page";
import { SpecialExamsPage } from "../features/credits/components/special-exams-page";

export const myCreditsLazyRoute = createLazyRoute("/my/cercontinue")({
  component: function MyCreditsView() {
    return (
      <>
        <PageHead title="我的学分" />
        <CreditsPage query={myCreditsLazyRoute.useLoaderDeps()} />
      </>
    );
  },
});

export const myMedalLazyRoute = createLazyRoute("/my/medal")({
  component: function MyMedalView() {
    return (
      <>
        <PageHead title="我的勋章" />
        <MedalsPage id={myMedalLazyRoute.useLoaderDeps().id} />
      </>
    );
  },
});

export const mySpecialExamLazyRoute = createLazyRoute("/my/specialexam")({
  component: function MySpecialExamView() {
    return (
      <>
        <PageHead title="专项考试" />
        <SpecialExamsPage />
      </>
    );
  },
});
