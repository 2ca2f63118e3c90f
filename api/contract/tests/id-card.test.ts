import { describe, expect, test } from "bun:test";
import { idCardCheckDigit, isIdCard, isPassport, maskIdCard } from "../id-card";

describe("ID numbers", () => {
  test("an 18-digit number needs the GB 11643 check digit and a real birth date", () => {
    expect(idCardCheckDigit("11010519491231002")).toBe("X");
    expect(isIdCard("11010519491231002X")).toBe(true);
    expect(isIdCard("11010519491231002x")).toBe(true);
    expect(isIdCard("110105194912310021")).toBe(false);
    expect(isIdCard("440524188001010014")).toBe(true);
    expect(isIdCard("440524188002300011")).toBe(false);
    expect(isIdCard(`11010520990101001${idCardCheckDigit("11010520990101001")}`)).toBe(false);
  });

  test("the 15-digit form carries a real date; anything else is refused", () => {
    expect(isIdCard("110105491231002")).toBe(true);
    expect(isIdCard("110105491331002")).toBe(false);
    expect(isIdCard("1101051949123100")).toBe(false);
    expect(isIdCard("")).toBe(false);
  });

  test("passports and passes are 5-17 letters and digits", () => {
    expect(isPassport("E1234")).toBe(true);
    expect(isPassport("H12345678")).toBe(true);
    expect(isPassport("E123")).toBe(false);
    expect(isPassport("E1234567890123456X")).toBe(false);
    expect(isPassport("E12 345")).toBe(false);
  });

  test("a masked number keeps the first 3 and the last 4", () => {
    expect(maskIdCard("11010519491231002X")).toBe("110***********002X");
  });
});
