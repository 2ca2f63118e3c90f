import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { CourseCard } from "../features/course/components/course-card";
import { SpecialTabsPage } from "../features/special/components/special-tabs-page";
import { useSpecialHead } from "../features/special/special-head";
import { specialIdOf } from "../features/special/special-href";
import type { TabItem } from "../features/special/tab-items";
import { TrainingCard } from "../features/training/components/training-card";

const renderItem = (item: TabItem) => ("lessonCount" in item ? <CourseCard item={item} /> : <TrainingCard item={item} />);

export const specialTabsLazyRoute = createLazyRoute("/MoocTraining/SpecialTabs/$id")({
  component: function SpecialTabsView() {
    const { id } = specialTabsLazyRoute.useParams();
    const { tabsId, kind, page } = specialTabsLazyRoute.useLoaderDeps();
    const specialId = specialIdOf(id);
    const special = useSpecialHead(specialId);
    return (
      <>
        <PageHead title={special.title} description={special.summary} image={special.imageUrl} />
        <SpecialTabsPage specialId={specialId} tabsId={tabsId} kind={kind} page={page} render={renderItem} />
      </>
    );
  },
});
