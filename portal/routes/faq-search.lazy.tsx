import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { SearchResultsPage } from "../features/search/components/search-results-page";

export const faqSearchLazyRoute = createLazyRoute("/Faq/Search")({
  component: function FaqSearchView() {
    const { key, name, t } = faqSearchLazyRoute.useLoaderDeps();
    // Keyed by query: a new search starts with its own input text and scroll.
    return (
      <>
        <PageHead title={key ? `${key} 的搜索结果` : "搜索"} />
        <SearchResultsPage key={key} searchKey={key} name={name} t={t} />
      </>
    );
  },
});
