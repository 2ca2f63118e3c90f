import * as v from "valibot";
import { defineCall } from "./call";
import { idLike, intLike, type Page, PageSchema, pageSizeSchema } from "./pager";

/**
 * Company binding and learning cards (spec 001 "My area": my/getavailablecompany, my/bindusecompany, my/bind, /my/card,
 * /my/BindCard; docs/decisions/0031-company-binding-and-learning-cards.md).
 */

export const BINDING_MSG = {
  pickCompany: "请选择要绑定的公司",
  employeeTooLong: "工号不能超过30个字",
  noCompany: "该公司不存在或暂不支持绑定",
  alreadyBound: "您已绑定该公司",
  pending: "您已提交与该公司的绑定申请，请等待企业审核",
  requested: "绑定申请已提交，请等待企业审核",
  noBinding: "绑定记录不存在",
  unbound: "解绑成功",
  withdrawn: "已撤回绑定申请",
  cardNoEmpty: "请输入学习卡卡号",
  cardNoFormat: "请输入正确的学习卡卡号",
  passwordEmpty: "请输入学习卡密码",
  passwordFormat: "请输入正确的学习卡密码",
  wrongPair: "卡号或密码错误，请核对后重新输入",
  cardUsed: "该学习卡已被绑定，每张卡只能绑定一次",
  cardDisabled: "该学习卡已停用",
  tooMany: "尝试次数过多，请1小时后再试",
  bound: "绑定成功",
} as const;

/** The spec's confirmation before my/bindusecompany (spec 001 section 8). */
export const bindConfirmText = (company: string) => `确定与公司【${company}】绑定?`;

/** my/bind answers this code when it has no password to check: the portal opens card binding (spec 001 section 8). */
export const OPEN_CARD_BINDING_CODE = 9;
/** Card binding attempts a person may make in an hour (against guessing passwords). */
export const CARD_BIND_ATTEMPTS_PER_HOUR = 10;

/** Card numbers: XK and 10 digits. Passwords: 3 groups of 4 from the vouchers' unambiguous alphabet. */
const CARD_NO_PATTERN = /^XK\d{10}$/;
export const CARD_PASSWORD_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CARD_PASSWORD_LENGTH = 12;

/** What a person typed as a card number or password, as it is compared: capitals, no spaces or dashes. */
export const normalizeCardText = (typed: string) => typed.replace(/[\s-]/g, "").toUpperCase();

/** my/bindusecompany {companyId, employeeId}. */
export const BindCompanySchema = v.object({
  companyId: v.pipe(v.optional(intLike, 0), v.minValue(1, BINDING_MSG.pickCompany)),
  employeeId: v.pipe(v.optional(v.nullable(v.string(), ""), ""), v.trim(), v.maxLength(30, BINDING_MSG.employeeTooLong)),
});
export type BindCompany = v.InferOutput<typeof BindCompanySchema>;

/** my/unbindcompany {id}: undoes an approved binding or withdraws a pending request of the caller's own. */
const UnbindCompanySchema = v.object({ id: idLike(BINDING_MSG.noBinding) });

const cardText = (empty: string, format: string, ok: (s: string) => boolean) =>
  v.pipe(v.string(empty), v.transform(normalizeCardText), v.nonEmpty(empty), v.maxLength(40, format), v.check(ok, format));

/** The /my/BindCard form: card number and password, both required. */
export const BindCardSchema = v.object({
  cardNo: cardText(BINDING_MSG.cardNoEmpty, BINDING_MSG.cardNoFormat, (s) => CARD_NO_PATTERN.test(s)),
  password: cardText(
    BINDING_MSG.passwordEmpty,
    BINDING_MSG.passwordFormat,
    (s) => s.length === CARD_PASSWORD_LENGTH && [...s].every((ch) => CARD_PASSWORD_ALPHABET.includes(ch)),
  ),
});
export type BindCard = v.InferOutput<typeof BindCardSchema>;

/**
 * my/bind: the form's payload; a call without a password (a card's link carrying its number only) answers
 * OPEN_CARD_BINDING_CODE instead of checking anything.
 */
const BindCallSchema = v.object({
  cardNo: v.optional(v.pipe(v.string(), v.maxLength(40, BINDING_MSG.cardNoFormat)), ""),
  password: v.optional(v.pipe(v.string(), v.maxLength(40, BINDING_MSG.passwordFormat)), ""),
});

const MyCardPagerSchema = v.object({ currentPage: PageSchema, pageSize: pageSizeSchema(10) });

export type AvailableCompany = { companyId: number; companyName: string };
export type BindingState = "pending" | "approved" | "refused" | "unbound";
export type CompanyBinding = {
  id: number;
  companyId: number;
  companyName: string;
  employeeId: string;
  status: BindingState;
  reason: string;
  createTime: string;
  decideTime: string;
};
/** my/companybinding: the approved binding (if any) and the latest requests. */
export type MyCompanyBinding = { current: CompanyBinding | null; requests: CompanyBinding[] };

type CardGrant = {
  courses: { id: number; title: string }[];
  vouchers: { examId: number; examName: string; code: string; used: boolean }[];
};
export type MyCard = CardGrant & { cardNo: string; batchName: string; bindTime: string };

/* The calls (the server's binding module). */
export const myGetAvailableCompanyCall = defineCall({ path: "my/getavailablecompany" }).returns<{ list: AvailableCompany[] }>();
export const myBindUseCompanyCall = defineCall({ path: "my/bindusecompany", input: BindCompanySchema }).returns<CompanyBinding>();
export const myCompanyBindingCall = defineCall({ path: "my/companybinding" }).returns<MyCompanyBinding>();
export const myUnbindCompanyCall = defineCall({ path: "my/unbindcompany", input: UnbindCompanySchema }).returns<null>();
export const myBindCall = defineCall({ path: "my/bind", input: BindCallSchema }).returns<MyCard>();
export const myCardCall = defineCall({ path: "my/card", input: MyCardPagerSchema }).returns<Page<MyCard>>();
