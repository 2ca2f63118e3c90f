import {
  BINDING_MSG,
  myBindCall,
  myBindUseCompanyCall,
  myCardCall,
  myCompanyBindingCall,
  myGetAvailableCompanyCall,
  myUnbindCompanyCall,
} from "@/api/contract/binding";
import { loginCall, reply } from "../../protocol/call";
import { bindCard, myCards } from "./cards";
import { availableCompanies, myCompanyBinding, requestBinding, unbindCompany } from "./company-binding";

/** Company binding and learning cards (spec 001 "My area"); every call acts on the signed-in person's own records. */
export const bindingCalls = [
  /** The companies the person may ask to be bound to. */
  loginCall(myGetAvailableCompanyCall, {
    handle: (_input, { deps }) => availableCompanies(deps.db),
  }),

  /** A request to the company's HR (after the portal's '确定与公司【{company}】绑定?'). */
  loginCall(myBindUseCompanyCall, {
    async handle(input, { deps, user }) {
      return reply(await requestBinding(deps.db, user.id, input), BINDING_MSG.requested);
    },
  }),

  /** /my/bindcompany: the approved binding and the latest requests. */
  loginCall(myCompanyBindingCall, {
    handle: (_input, { deps, user }) => myCompanyBinding(deps.db, user.id),
  }),

  /** Unbinds (an approved binding) or withdraws (a waiting request). */
  loginCall(myUnbindCompanyCall, {
    async handle(input, { deps, user }) {
      return reply(null, await unbindCompany(deps.db, user.id, input.id));
    },
  }),

  /** Binds a learning card by number and password; code 9 without a password opens card binding. */
  loginCall(myBindCall, {
    async handle(input, { deps, user }) {
      return reply(await bindCard(deps.db, user.id, input), BINDING_MSG.bound);
    },
  }),

  /** /my/card: my cards and what each granted. */
  loginCall(myCardCall, {
    handle: (input, { deps, user }) => myCards(deps.db, user.id, input),
  }),
];
