import * as v from "valibot";

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

/** A mainland (+86) mobile: 1 and ten more digits. */
export const isMainlandMobile = (mobile: string) => /^1\d{10}$/.test(mobile);

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
