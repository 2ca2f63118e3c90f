import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { BannerSwiper } from "../features/banner/components/banner-swiper";
import { centerTitle } from "../features/course/center-filters";
import { CourseCenterPage } from "../features/course/components/course-center-page";
import { LiveListPage } from "../features/training/components/live-list-page";

export const learningListLazyRoute = createLazyRoute("/Learning/List")({
  component: function LearningListView() {
    const { isLive, live, center } = learningListLazyRoute.useLoaderDeps();
    return isLive ? (
      <>
        <PageHead title="直播课程" />
        <BannerSwiper place="catalogue" />
        <LiveListPage filters={live} />
      </>
    ) : (
      <>
        <PageHead title={centerTitle(center)} />
        <BannerSwiper place="catalogue" />
        <CourseCenterPage filters={center} />
      </>
    );
  },
});
