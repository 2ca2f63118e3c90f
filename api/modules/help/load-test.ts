import { helpYaceCall, YACE_CALLS_PER_WINDOW, YACE_MSG, YACE_WINDOW_SECONDS } from "@/api/contract/load-test";
import { loginCall } from "../../protocol/call";
import { fail } from "../../protocol/errors";
import { hit } from "../../protocol/rate-limit";
import { helpTree } from "./service";

/**
 * Help/yace, the spec's load-test call, for the back office's 压测 and the portal's /Help/yace, so nobody can use it to
 * load the site: refused in production; a visitor is asked to sign in (1503) and anyone but an operator is refused;
 * an operator may send YACE_CALLS_PER_WINDOW (two full runs) in YACE_WINDOW_SECONDS, the count shared by all processes.
 */
export const loadTestCall = loginCall(helpYaceCall, {
  handle: async (input, { deps, user }) => {
    if (deps.env.production) fail(YACE_MSG.production);
    if (!user.roles.includes("operator")) fail(YACE_MSG.operatorsOnly);
    if ((await hit(deps.db, `yace:${user.id}`, YACE_WINDOW_SECONDS)) > YACE_CALLS_PER_WINDOW) fail(YACE_MSG.tooMany);
    return { key: input.key, categories: (await helpTree(deps.db)).length };
  },
});
