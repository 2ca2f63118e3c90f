import { createLazyRoute } from "@tanstack/react-router";
import { OtherProfilePage } from "../features/certification/profile/components/other-profile-page";
import { PearsonProfilePage } from "../features/certification/profile/components/pearson-profile-page";

export const myPearsonCerEditLazyRoute = createLazyRoute("/my/pearsonceredit")({
  component: PearsonProfilePage,
});

export const myExamEditLazyRoute = createLazyRoute("/my/examedit")({
  component: OtherProfilePage,
});
