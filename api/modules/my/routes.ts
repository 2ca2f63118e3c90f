import { InterestProfileSchema } from "../../contract/interest";
import { loginCall, reply } from "../../protocol/call";
import { readUserInfo } from "./queries";
import { saveInterestProfile } from "./service";

export const myCalls = [
  /** The interest page (/user/interest) saves the person's name, company and industry. */
  loginCall({
    path: "my/EditInterest",
    input: InterestProfileSchema,
    async handle(input, { deps, user }) {
      await saveInterestProfile(deps.db, user.id, input);
      return reply(null, "保存成功");
    },
  }),

  /** {id, areaCode, mobile, chineseName, companyName, headImgUrl, industryFirst, industryLast, industryOther, roles}. */
  loginCall({
    path: "my/userinfo",
    handle: (_input, { deps, user }) => readUserInfo(deps.db, user.id),
  }),
];
