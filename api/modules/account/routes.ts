import {
  commonBindmobileCall,
  commonCaptchaCall,
  commonCodeCall,
  commonLoginCall,
  commonLoginpreCall,
  commonLoginregCall,
  commonYZMCodeCall,
} from "@/api/contract/account";
import { commonRegCall, myEnterpriseApplicationCall, REG_MSG } from "@/api/contract/registration";
import { commonCurrentuserCall, myOutCall } from "@/api/contract/session";
import { type Login, NEW_REGISTRATION } from "../../contract/account";
import { type CallContext, loginCall, publicCall, reply } from "../../protocol/call";
import { endSession } from "../../protocol/session";
import { myEnterpriseApplication, register } from "./registration";
import { bindMobile, loginWithCode } from "./service";
import { consumeSmsCode, sendSmsCode } from "./sms-code";

/** Signs in and answers 'newreg' for a number seen for the first time. */
async function signInAnswer(input: Login, { deps, c }: CallContext) {
  const { created } = await loginWithCode(deps, c, input);
  return reply(created ? NEW_REGISTRATION : "", "登录成功");
}

export const accountCalls = [
  /** A captcha for the login page (null when the driver needs none). */
  publicCall(commonCaptchaCall, {
    handle: (_input, { deps }) => deps.captcha.challenge(deps.db),
  }),

  publicCall(commonCodeCall, {
    async handle(input, { deps, ip }) {
      await sendSmsCode(deps, { ...input, ip });
      return reply(null, "验证码已发送");
    },
  }),

  publicCall(commonLoginCall, { handle: signInAnswer }),

  /** Registration-style login: the same sign-in, used by the sign-up pages. */
  publicCall(commonLoginregCall, { handle: signInAnswer }),

  /** /user/reg: a person's account, signed in at once; an enterprise's also waits for an operator (docs/decisions/0036). */
  publicCall(commonRegCall, {
    handle: async (input, { deps, c }) => reply(await register(deps, c, input), REG_MSG.success),
  }),

  loginCall(myEnterpriseApplicationCall, {
    handle: (_input, { deps, user }) => myEnterpriseApplication(deps.db, user.id),
  }),

  /** Pre-login from the schedule: signs in and answers where to go next (spec 001 "Learning catalogues"). */
  publicCall(commonLoginpreCall, {
    async handle(input, { deps, c }) {
      await loginWithCode(deps, c, input);
      return reply(`/Training/LiveSchedulelist?mobile=${encodeURIComponent(input.mobile)}`, "登录成功");
    },
  }),

  /** Checks (and spends) a code without signing in. */
  publicCall(commonYZMCodeCall, {
    async handle(input, { deps }) {
      await consumeSmsCode(deps.db, deps.env.appSecret, input.areaCode, input.mobile, input.code);
      return reply(true, "验证成功");
    },
  }),

  loginCall(commonBindmobileCall, {
    async handle(input, { deps, user }) {
      await bindMobile(deps, user.id, input);
      return reply(null, "绑定成功");
    },
  }),

  /** Who is signed in: null for a visitor. */
  publicCall(commonCurrentuserCall, {
    handle: (_input, { user }) =>
      user && { id: user.id, areaCode: user.areaCode, mobile: user.mobile, chineseName: user.chineseName, roles: user.roles },
  }),

  publicCall(myOutCall, {
    async handle(_input, { deps, c }) {
      await endSession(deps.db, c);
      return reply(null, "已退出登录");
    },
  }),
];
