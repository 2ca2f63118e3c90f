import { myEditInterestCall, myUserinfoCall } from "@/api/contract/my";
import { loginCall, reply } from "../../protocol/call";
import { readUserInfo } from "./queries";
import { saveInterestProfile } from "./service";

export const myCalls = [
  /** The interest page (/user/interest) saves the person's name, company and industry. */
  loginCall(myEditInterestCall, {
    async handle(input, { deps, user }) {
      await saveInterestProfile(deps.db, user.id, input);
      return reply(null, "保存成功");
    },
  }),

  loginCall(myUserinfoCall, {
    handle: (_input, { deps, user }) => readUserInfo(deps.db, user.id),
  }),
];
