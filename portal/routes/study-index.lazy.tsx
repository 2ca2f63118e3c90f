import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { listTypeOf } from "../features/study/address";
import { StudyIndexPage } from "../features/study/components/study-index-page";

export const studyIndexLazyRoute = createLazyRoute("/study/index")({
  component: function StudyIndexView() {
    const type = listTypeOf(studyIndexLazyRoute.useLoaderDeps().type);
    return (
      <>
        <PageHead title="学习包" description="把课程和直播组成学习包：按顺序学习、分享给同事，一起学完领取积分" />
        <StudyIndexPage type={type} />
      </>
    );
  },
});
