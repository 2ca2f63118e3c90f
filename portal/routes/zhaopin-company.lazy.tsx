import { createLazyRoute } from "@tanstack/react-router";
import type { CompanyProfile } from "@/api/contract/zhaopin-positions";
import { PageHead } from "../components/page-head";
import { CompanyPage } from "../features/zhaopin/positions/components/company-page";
import { recordIdOf } from "../features/zhaopin/positions/position";

export const zhaopinCompanyLazyRoute = createLazyRoute("/ZhaoPin/Company")({
  component: function ZhaoPinCompanyView() {
    const id = recordIdOf(zhaopinCompanyLazyRoute.useLoaderDeps().id);
    const data = zhaopinCompanyLazyRoute.useLoaderData() as { pages: { company: CompanyProfile }[] };
    const company = data.pages[0]!.company;
    return (
      <>
        <PageHead title={`${company.companyName} - 在招职位`} description={company.introduction} image={company.logo || undefined} />
        <CompanyPage id={id} />
      </>
    );
  },
});
