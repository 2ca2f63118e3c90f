import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { OtherProfilePage } from "../features/certification/profile/components/other-profile-page";
import { PearsonProfilePage } from "../features/certification/profile/components/pearson-profile-page";

export const myPearsonCerEditLazyRoute = createLazyRoute("/my/pearsonceredit")({
  component: () => (
    <>
      <PageHead title="培生考试资料" />
      <PearsonProfilePage />
    </>
  ),
});

export const myExamEditLazyRoute = createLazyRoute("/my/examedit")({
  component: () => (
    <>
      <PageHead title="考试资料" />
      <OtherProfilePage />
    </>
  ),
});
