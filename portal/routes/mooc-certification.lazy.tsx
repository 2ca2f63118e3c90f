import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import type { CertPath } from "../features/course/certification-filters";
import { CertificationPage } from "../features/course/components/certification-page";

const lazyPage = (path: CertPath) => {
  const route = createLazyRoute(path)({
    component: function CertificationView() {
      const { filters } = route.useLoaderDeps();
      return (
        <>
          <PageHead title="认证课程" />
          <CertificationPage path={path} filters={filters} />
        </>
      );
    },
  });
  return route;
};

export const moocCertificationLazyRoute = lazyPage("/MoocTraining/Certification");
export const moocCertification3LazyRoute = lazyPage("/MoocTraining/Certification3");
