import { type CountryCode, isValidPhoneNumber, type MetadataJson } from "libphonenumber-js/core";
import * as v from "valibot";
import { AREA_CODES, AreaCodeSchema, isMainlandMobile, MobileSchema, MSG } from "./mobile";
// Our regions' mobile numbering plans only (scripts/phone-metadata.ts writes it from libphonenumber-js).
import metadata from "./phone-metadata.json";

/*
 * The numbering plans of the area codes, apart from the area codes themselves (mobile.ts): libphonenumber-js and its
 * metadata (12 KB brotli) come only with the forms that check a number, never with every page's first download.
 */

export function isValidMobile(areaCode: string, mobile: string) {
  if (areaCode === "+86") return isMainlandMobile(mobile);
  const area = AREA_CODES.find((a) => a.code === areaCode);
  if (!area || !/^\d{4,15}$/.test(mobile)) return false;
  // +1 serves the US and Canada alike.
  const valid = (region: CountryCode) => isValidPhoneNumber(mobile, region, metadata as MetadataJson);
  return valid(area.region) || (areaCode === "+1" && valid("CA"));
}

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
