import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { idOf } from "../features/study/address";
import { MyPackPage } from "../features/study/components/my-pack-page";

export const studyMyPackLazyRoute = createLazyRoute("/study/mypack")({
  component: function StudyMyPackView() {
    const id = idOf(studyMyPackLazyRoute.useLoaderDeps().id);
    return (
      <>
        <PageHead title={id ? "管理学习包" : "创建学习包"} />
        <MyPackPage packId={id} />
      </>
    );
  },
});
