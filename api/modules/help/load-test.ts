import { helpYaceCall, YACE_MSG } from "@/api/contract/load-test";
import { loginCall } from "../../protocol/call";
import { fail } from "../../protocol/errors";
import { helpTree } from "./service";

/**
 * Help/yace, the spec's load-test call, for the back office's 压测 page: a visitor is refused (1503) and so is anyone
 * but an operator, so nobody can use it to load the site for free.
 */
export const loadTestCall = loginCall(helpYaceCall, {
  handle: async (input, { deps, user }) => {
    if (!user.roles.includes("operator")) fail(YACE_MSG.operatorsOnly);
    return { key: input.key, categories: (await helpTree(deps.db)).length };
  },
});
