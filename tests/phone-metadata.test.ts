import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import examples from "libphonenumber-js/examples.mobile.json";
import { type CountryCode, isValidPhoneNumber } from "libphonenumber-js/mobile";
import { AREA_CODES } from "@/api/contract/mobile";
import { isValidMobile } from "@/api/contract/mobile-plan";
import { PHONE_METADATA_FILE, phoneMetadata } from "@/scripts/phone-metadata";

describe("the cut-down phone metadata", () => {
  test("is what scripts/phone-metadata.ts makes from the installed libphonenumber-js (run it after an upgrade)", () => {
    expect(JSON.parse(readFileSync(PHONE_METADATA_FILE, "utf8"))).toEqual(phoneMetadata());
  });

  test("judges every area code's numbers as the whole library does", () => {
    for (const { code, region } of AREA_CODES.filter((a) => a.code !== "+86")) {
      const example = (examples as Record<string, string>)[region];
      const tries = [example, example.slice(0, -1), `${example}0`, example.replace(/^\d/, "0")];
      for (const mobile of tries) {
        const whole = isValidPhoneNumber(mobile, region as CountryCode) || (code === "+1" && isValidPhoneNumber(mobile, "CA"));
        expect({ code, mobile, valid: isValidMobile(code, mobile) }).toEqual({ code, mobile, valid: whole });
      }
      expect(isValidMobile(code, example)).toBe(true);
    }
  });
});
