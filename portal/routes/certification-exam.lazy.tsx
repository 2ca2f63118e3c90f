import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { BannerSwiper } from "../features/banner/components/banner-swiper";
import { ExamListPage } from "../features/certification/exams/components/exam-list-page";
import { OutlinePage } from "../features/certification/exams/components/outline-page";

export const certificationExamLazyRoute = createLazyRoute("/certification/exam")({
  component: () => (
    <>
      <PageHead title="认证考试" />
      <BannerSwiper place="certification" />
      <ExamListPage grouped={false} />
    </>
  ),
});

export const certificationCarSelectLazyRoute = createLazyRoute("/certification/carselect")({
  component: () => (
    <>
      <PageHead title="选择考试" />
      <BannerSwiper place="certification" />
      <ExamListPage grouped />
    </>
  ),
});

export const certificationOutlineLazyRoute = createLazyRoute("/certification/outline/$kaoShiId")({
  component: function OutlineView() {
    const { kaoShiId } = certificationOutlineLazyRoute.useParams();
    return (
      <>
        <PageHead title="考试大纲" />
        <OutlinePage kaoShiId={kaoShiId} />
      </>
    );
  },
});
