import { myCerContinueCall } from "@/api/contract/my-credits";
import { loginCall } from "../../protocol/call";
import { readCredits } from "./credits";

/** The person's credits (spec 001 sections 2 and 7, "My area"). */
export const pointsCalls = [
  /** /my/cercontinue?type=: the credits on a chosen date, valid or expired, and the valid total (vscore). */
  loginCall(myCerContinueCall, {
    handle: (input, { deps, user }) => readCredits(deps.db, user.id, input),
  }),
];
