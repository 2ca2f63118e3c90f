import { commonOauthloginCall, commonResellerloginCall, PARTNER_MSG } from "@/api/contract/partner-login";
import { allowedRedirect } from "@/api/contract/redirect";
import { RESELLER_SURVEY_PATH } from "@/api/contract/reseller";
import { publicCall, reply } from "../../protocol/call";
import { fail } from "../../protocol/errors";
import { findHandoffPartner, handoffUsed, spendHandoff } from "../partner-login/handoff";
import { becomeReseller, usableAuthCode } from "../partner-login/reseller-auth";
import { loginWithCode } from "./service";

/** Where a reseller lands: the reseller survey (spec 001 section 6: a reseller logs in with auth and fills the survey). */
const RESELLER_HOME = RESELLER_SURVEY_PATH;

/**
 * Sign-ins a partner vouches for: account signs the person in, partner-login checks and spends the partner's proof
 * (so partner-login never needs account, and the two modules depend one way round).
 */
export const partnerLoginCalls = [
  /**
   * A partner's hand-off (docs/decisions/0037): the stamp and sign are checked, and the hand-off found unused, before
   * the SMS code is spent; the hand-off is spent in the sign-in's transaction. Answers the partner's redirect.
   */
  publicCall(commonOauthloginCall, {
    async handle(input, { deps, c }) {
      const partner = await findHandoffPartner(deps.db, deps.env.appSecret, input.stamp, input.sign);
      if (await handoffUsed(deps.db, partner.id, input.sign)) fail(PARTNER_MSG.handoffUsed);
      await loginWithCode(deps, c, input, (tx, userId) => spendHandoff(tx, partner, input.stamp, input.sign, userId));
      // Checked again on use: a row saved before the list changed, or written past the back office, sends nobody away.
      return reply(allowedRedirect(partner.redirectUrl, c.var.site.origin, deps.env.redirectOrigins) ?? "/", "登录成功");
    },
  }),

  /** A reseller's link: the code is checked before the SMS code is spent, and claimed in the sign-in's transaction. */
  publicCall(commonResellerloginCall, {
    async handle(input, { deps, c }) {
      const code = await usableAuthCode(deps.db, input.auth);
      await loginWithCode(deps, c, input, (tx, userId) => becomeReseller(tx, userId, code));
      return reply(RESELLER_HOME, PARTNER_MSG.resellerWelcome);
    },
  }),
];
