import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { BindCompanyPage } from "../features/binding/components/bind-company-page";

export const myBindCompanyLazyRoute = createLazyRoute("/my/bindcompany")({
  component: function MyBindCompanyView() {
    return (
      <>
        <PageHead title="绑定公司" />
        <BindCompanyPage />
      </>
    );
  },
});
