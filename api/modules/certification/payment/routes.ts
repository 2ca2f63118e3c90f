import { pearsonConfirmCall, pearsonPaypassCall, pearsonVoupayCall } from "@/api/contract/payment";
import { VOUCHER_MSG } from "@/api/contract/voucher";
import { loginCall, reply } from "@/api/protocol/call";
import { paymentDriver } from "@/api/providers/payment";
import { confirmPayment, payPass } from "./service";
import { redeemVoucher } from "./voucher";

/** Paying for a registration: by the payment service's cashier, or with a voucher (spec 001 sections 2, 3, 7). */
export const certificationPaymentCalls = [
  /** pearson/Confirm {pra_id, pra_em, ...}: the registration's order; 302 to waitaudit once paid. */
  loginCall(pearsonConfirmCall, {
    handle: (input, { deps, user }) => confirmPayment(deps.db, deps.env.payment.driver, user.id, input),
  }),

  /** pearson/paypass?orderNum=: the pay page polls it until the notification has been applied. */
  loginCall(pearsonPaypassCall, {
    handle: (input, { deps, user }) => payPass(deps.db, deps.sms, paymentDriver(deps.env), user.id, input.orderNum),
  }),

  /** pearson/voupay {userid, examid, pwd 'XXXX-XXXX-XXXX-XXXX'}: pays with a voucher; url is waitaudit. */
  loginCall(pearsonVoupayCall, {
    async handle(input, { deps, user }) {
      return reply(await redeemVoucher(deps.db, deps.sms, paymentDriver(deps.env), user.id, input), VOUCHER_MSG.paid);
    },
  }),
];
