import { SearchNavSchema, SearchPagerSchema } from "../../contract/search";
import { publicCall, reply } from "../../protocol/call";
import { forgetHistory, overlayLists, siteSearch, suggestions } from "./service";
import { searcherOf } from "./visitor";

/** Site search (spec 000 section 7, spec 001 "Search and help"): open to visitors. */
export const searchCalls = [
  /** {list: [{t, typeName, typeId, strId, title, descripts, url, titleParts, descriptsParts}], pager, counts}. */
  publicCall({
    path: "search/SearchListEdu",
    input: SearchPagerSchema,
    handle: (input, { c, deps, user }) => siteSearch(deps.db, input, searcherOf(c, user, true)),
  }),

  /** The FAQ page's name for the same search. */
  publicCall({
    path: "search/SearchList",
    input: SearchPagerSchema,
    handle: (input, { c, deps, user }) => siteSearch(deps.db, input, searcherOf(c, user, true)),
  }),

  /** The overlay's live suggestions (pageSize 4). */
  publicCall({
    path: "Search/SearchNav",
    input: SearchNavSchema,
    handle: (input, { deps }) => suggestions(deps.db, input),
  }),

  /** {hot, history, input}. */
  publicCall({
    path: "Search/getlist",
    handle: (_input, { c, deps, user }) => overlayLists(deps.db, searcherOf(c, user, false)),
  }),

  /** Empties the searcher's history (the overlay's 清空). */
  publicCall({
    path: "Search/ClearHistory",
    async handle(_input, { c, deps, user }) {
      await forgetHistory(deps.db, searcherOf(c, user, false));
      return reply({}, "已清空");
    },
  }),
];
