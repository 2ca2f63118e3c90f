import { type CountryCode, isValidPhoneNumber, type MetadataJson } from "libphonenumber-js/core";
import * as v from "valibot";
// Our regions' mobile numbering plans only (scripts/phone-metadata.ts writes it from libphonenumber-js).
import metadata from "./phone-metadata.json";

/** Area codes the spec supports (spec 000 section 5), with the region whose numbering plan applies. */
export const AREA_CODES = [
  { code: "+86", region: "CN", name: "中国大陆" },
  { code: "+852", region: "HK", name: "中国香港" },
  { code: "+853", region: "MO", name: "中国澳门" },
  { code: "+886", region: "TW", name: "中国台湾" },
  { code: "+1", region: "US", name: "美国/加拿大" },
  { code: "+39", region: "IT", name: "意大利" },
  { code: "+60", region: "MY", name: "马来西亚" },
  { code: "+61", region: "AU", name: "澳大利亚" },
  { code: "+64", region: "NZ", name: "新西兰" },
  { code: "+65", region: "SG", name: "新加坡" },
  { code: "+66", region: "TH", name: "泰国" },
  { code: "+81", region: "JP", name: "日本" },
  { code: "+82", region: "KR", name: "韩国" },
  { code: "+971", region: "AE", name: "阿联酋" },
] as const;

export const MSG = {
  mobileEmpty: "请输入手机号",
  /** Wording on the login page; elsewhere the toast says MSG.mobileInvalid. */
  mobileFormat: "手机号格式错误",
  mobileInvalid: "请输入正确的手机号",
  codeFormat: "请输入正确的验证码格式",
  areaCode: "请选择区号",
} as const;

/** "86", "+86" and " +86 " are one area code. */
function normalizeAreaCode(raw: string) {
  const digits = raw.trim().replace(/^\+/, "");
  return `+${digits}`;
}

export function isValidMobile(areaCode: string, mobile: string) {
  if (areaCode === "+86") return /^1\d{10}$/.test(mobile);
  const area = AREA_CODES.find((a) => a.code === areaCode);
  if (!area || !/^\d{4,15}$/.test(mobile)) return false;
  // +1 serves the US and Canada alike.
  const valid = (region: CountryCode) => isValidPhoneNumber(mobile, region, metadata as MetadataJson);
  return valid(area.region) || (areaCode === "+1" && valid("CA"));
}

export const AreaCodeSchema = v.pipe(
  v.string(MSG.areaCode),
  v.transform(normalizeAreaCode),
  v.picklist(
    AREA_CODES.map((a) => a.code),
    MSG.areaCode,
  ),
);

export const MobileSchema = v.pipe(
  v.string(MSG.mobileEmpty),
  v.transform((s) => s.replace(/[\s-]/g, "")),
  v.nonEmpty(MSG.mobileEmpty),
);

export const SmsCodeSchema = v.pipe(v.string(MSG.codeFormat), v.trim(), v.regex(/^\d{6}$/, MSG.codeFormat));

/** {areaCode, mobile} with the mobile checked against its area code's numbering plan. */
export function withMobile<T extends v.ObjectEntries>(entries: T, formatMessage: string = MSG.mobileFormat) {
  return v.pipe(
    v.object({ areaCode: AreaCodeSchema, mobile: MobileSchema, ...entries }),
    v.forward(
      v.check((o) => isValidMobile(o.areaCode as string, o.mobile as string), formatMessage),
      // The generic extra entries hide "mobile" from forward()'s path type; it is always there.
      ["mobile"] as never,
    ),
  );
}
