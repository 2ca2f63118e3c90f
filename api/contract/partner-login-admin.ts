import * as v from "valibot";
import { flag, int, requiredText, time } from "./admin-form";
import { redirectShapeOk } from "./redirect";

/** The back office of partner and reseller sign-in (docs/decisions/0037): partners with their secrets, reseller auth codes. */

export const PARTNER_ADMIN_MSG = {
  redirectUrl: "跳转地址须是 https:// 开头的合作方地址，或以 / 开头的本站页面",
  redirectSite: "该合作方站点不在允许跳转的站点列表中（REDIRECT_ORIGINS），请联系技术人员添加",
} as const;

/** A partner's redirect: an https site (the server checks it is on the allowed list), or a page of ours (a path). */
const RedirectUrlSchema = v.pipe(
  requiredText(500, PARTNER_ADMIN_MSG.redirectUrl, PARTNER_ADMIN_MSG.redirectUrl),
  v.check(redirectShapeOk, PARTNER_ADMIN_MSG.redirectUrl),
);

export const OauthPartnerSchema = v.object({
  name: requiredText(50, "请输入合作方名称", "合作方名称不能超过50个字"),
  redirectUrl: RedirectUrlSchema,
  enabled: v.pipe(
    flag("请选择是否启用"),
    v.transform((x) => x === 1),
  ),
});

export const ResellerAuthCodeSchema = v.object({
  resellerName: requiredText(50, "请输入代理商名称", "代理商名称不能超过50个字"),
  maxUses: v.nullish(int(0, 100_000, "可用人数须是 0 到 100000 的整数（0 表示不限）"), 0),
  expiresAt: v.nullish(time("请选择有效的截止时间"), null),
  enabled: v.pipe(
    flag("请选择是否启用"),
    v.transform((x) => x === 1),
  ),
});

/** What issuing a partner secret or a reseller code answers, once: the operator copies it now or issues a new one. */
export type IssuedSecret = { secret: string };
export type IssuedAuthCode = { code: string; link: string };

/** The back office's rows of partners and reseller codes (dates as ISO text): never a secret or a code's hash. */
export type OauthPartnerRow = {
  id: number;
  name: string;
  redirectUrl: string;
  enabled: boolean;
  hasSecret: boolean;
  secretIssuedAt: string | null;
  createdAt: string;
};
export type ResellerAuthCodeRow = {
  id: number;
  resellerName: string;
  codeHint: string;
  maxUses: number;
  uses: number;
  enabled: boolean;
  expiresAt: string | null;
  createdAt: string;
};
