import { describe, expect, test } from "bun:test";
import * as v from "valibot";
import { EXAM_MSG, feeLabel } from "../certification-exams";
import { ExamCheckSchema, isMobileUserAgent } from "../certification-registration";

describe("certification registration contract", () => {
  test("phone browsers are told apart from desktop ones by the User-Agent", () => {
    expect(isMobileUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36")).toBe(false);
    expect(isMobileUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15")).toBe(false);
  });

  test("a camera photo must be over 1600 characters of base64", () => {
    const photo = (chars: number) => v.safeParse(ExamCheckSchema, { examid: 1, photo: `data:image/jpeg;base64,${"A".repeat(chars)}` });
    expect(photo(1600).success).toBe(false);
    expect(photo(1600).issues?.[0].message).toBe(EXAM_MSG.photo);
    expect(photo(1604).success).toBe(true);
  });

  test("fees show in yuan, 免费 for 0", () => {
    expect(feeLabel(0)).toBe("免费");
    expect(feeLabel(19900)).toBe("¥199.00");
    expect(feeLabel(1)).toBe("¥0.01");
  });
});
