import { search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { SearchTermRow } from "@/api/contract/search-admin";
import { searchTermsWeek } from "@/db/schema/search";
import { foundNothing } from "../queries";

type Term = typeof searchTermsWeek.$inferSelect;

const common = {
  // A view reads like a table: the framework only selects, counts and sorts it (no writes are defined).
  table: searchTermsWeek as never,
  sortable: {
    searches: searchTermsWeek.searches,
    searchers: searchTermsWeek.searchers,
    lastAt: searchTermsWeek.lastAt,
    term: searchTermsWeek.term,
  },
  filters: { q: search(searchTermsWeek.term) },
  serialize: (t: Term) => ({ id: t.id, term: t.term, searches: t.searches, searchers: t.searchers, results: t.results, lastAt: t.lastAt }),
};

/** The search report: this week's top queries (operators, read-only). */
export const searchTopQueriesResource = defineResource<SearchTermRow>()({ ...common, name: "search-top-queries" });

/** The search report: this week's queries whose latest search found nothing, the content the site is missing. */
export const searchMissedQueriesResource = defineResource<SearchTermRow>()({
  ...common,
  name: "search-missed-queries",
  scope: () => foundNothing,
});
