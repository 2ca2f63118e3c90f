import {
  searchClearHistoryCall,
  searchGetlistCall,
  searchSearchListCall,
  searchSearchListEduCall,
  searchSearchNavCall,
} from "@/api/contract/search";
import { publicCall, reply } from "../../protocol/call";
import { forgetHistory, overlayLists, siteSearch, suggestions } from "./service";
import { searcherOf } from "./visitor";

/** Site search (spec 000 section 7, spec 001 "Search and help"): open to visitors. */
export const searchCalls = [
  /** One tab's results, with the matches per type. */
  publicCall(searchSearchListEduCall, {
    handle: (input, { c, deps, user }) => siteSearch(deps.db, input, searcherOf(c, user, true)),
  }),

  /** The FAQ page's name for the same search. */
  publicCall(searchSearchListCall, {
    handle: (input, { c, deps, user }) => siteSearch(deps.db, input, searcherOf(c, user, true)),
  }),

  /** The overlay's live suggestions (pageSize 4). */
  publicCall(searchSearchNavCall, {
    handle: (input, { deps }) => suggestions(deps.db, input),
  }),

  /** Hot terms, the searcher's history and the input's suggested term. */
  publicCall(searchGetlistCall, {
    handle: (_input, { c, deps, user }) => overlayLists(deps.db, searcherOf(c, user, false)),
  }),

  /** Empties the searcher's history (the overlay's 清空). */
  publicCall(searchClearHistoryCall, {
    async handle(_input, { c, deps, user }) {
      await forgetHistory(deps.db, searcherOf(c, user, false));
      return reply({}, "已清空");
    },
  }),
];
