import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { MyCvPage } from "../features/zhaopin/cv/components/my-cv-page";

export const zhaopinMyCvLazyRoute = createLazyRoute("/ZhaoPin/mycv")({
  component: function ZhaoPinMyCvView() {
    return (
      <>
        <PageHead title="我的简历" />
        <MyCvPage />
      </>
    );
  },
});
