import { describe, expect, test } from "bun:test";
import { accountConfirmText } from "../account-confirm";

describe("the 1502 WeChat account confirmation's words", () => {
  test("names the account by its number, masked, when data.mobile is sent", () => {
    expect(accountConfirmText({ mobile: "13800138000" })).toBe("检测到您的账号为 138****8000");
    expect(accountConfirmText({ mobile: "138****8000" })).toBe("检测到您的账号为 138****8000");
  });

  test("without a number it still says which account: the one the WeChat is bound to", () => {
    for (const data of [null, {}, { mobile: "" }, { mobile: 13800138000 }]) {
      expect(accountConfirmText(data)).toBe("检测到您的账号为当前微信绑定的账号");
    }
  });
});
