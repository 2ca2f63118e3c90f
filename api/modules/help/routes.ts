import { helpAddQAVoteCall, helpGetCateListCall, helpGetQACall } from "@/api/contract/help";
import { loginCall, publicCall } from "../../protocol/call";
import { loadTestCall } from "./load-test";
import { helpEntry, helpTree, voteEntry } from "./service";

/**
 * The help center and FAQ (spec 000 /Help/Center?id=, spec 001 "Search and help"). The spec names only
 * Help/AddQAVote; the two reads follow its Help/ naming.
 */
export const helpCalls = [
  /** The categories with their questions. */
  publicCall(helpGetCateListCall, {
    handle: (_input, { deps }) => helpTree(deps.db),
  }),

  /** {id}: one entry; vid is the reader's own vote (0 none). */
  publicCall(helpGetQACall, {
    handle: (input, { deps, user }) => helpEntry(deps.db, input.id, user?.id ?? null),
  }),

  /** {qid, vid}: FAQ feedback, one vote per person per entry; the reply thanks the user. */
  loginCall(helpAddQAVoteCall, {
    handle: (input, { deps, user }) => voteEntry(deps.db, user.id, input.qid, input.vid),
  }),

  loadTestCall,
];
