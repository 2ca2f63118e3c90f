import { createLazyRoute } from "@tanstack/react-router";
import { SearchResultsPage } from "../features/search/components/search-results-page";

export const faqSearchLazyRoute = createLazyRoute("/Faq/Search")({
  component: function FaqSearchView() {
    const { key, name, t } = faqSearchLazyRoute.useLoaderDeps();
    // Keyed by query: a new search starts with its own input text and scroll.
    return <SearchResultsPage key={key} searchKey={key} name={name} t={t} />;
  },
});
