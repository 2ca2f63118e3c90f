import { describe, expect, test } from "bun:test";
import { generateKeyPairSync } from "node:crypto";
import { fenOf, fromBeijingText, yuanText } from "../money";
import { privateKeyOf, publicKeyOf, rawMember, rsa2Sign, rsa2Verify, signContent } from "../sign";

describe("Alipay's RSA2 signing", () => {
  test("the content to sign: sorted by name, empty values and sign left out, values not encoded", () => {
    expect(
      signContent({
        method: "alipay.trade.query",
        app_id: "2014072300007148",
        sign: "x",
        charset: "utf-8",
        empty: "",
        biz_content: '{"a":"b c"}',
      }),
    ).toBe('app_id=2014072300007148&biz_content={"a":"b c"}&charset=utf-8&method=alipay.trade.query');
    // A notification leaves sign_type out as well.
    expect(signContent({ b: "2", a: "1", sign: "s", sign_type: "RSA2" }, ["sign", "sign_type"])).toBe("a=1&b=2");
  });

  test("keys as PEM or as the bare base64 of Alipay's key tool (PKCS#8 and PKCS#1), signatures checked with the other half", () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const bare = (type: "pkcs8" | "pkcs1") => privateKey.export({ type, format: "der" }).toString("base64");
    const spki = publicKey.export({ type: "spki", format: "der" }).toString("base64");
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    for (const key of [pem, bare("pkcs8"), bare("pkcs1")]) {
      const sig = rsa2Sign(privateKeyOf(key), "a=1&b=2");
      expect(rsa2Verify(publicKeyOf(spki), "a=1&b=2", sig)).toBe(true);
      expect(rsa2Verify(publicKeyOf(publicKey.export({ type: "spki", format: "pem" }).toString()), "a=1&b=3", sig)).toBe(false);
    }
    expect(rsa2Verify(publicKeyOf(spki), "a=1", "not base64 at all")).toBe(false);
  });

  test("an answer's signed member is cut out as sent, strings with braces and escapes included", () => {
    const body = '{"alipay_trade_query_response":{"code":"10000","msg":"Success","subject":"课程 {A} \\"B\\""}, "sign":"abc"}';
    expect(rawMember(body, "alipay_trade_query_response")).toBe('{"code":"10000","msg":"Success","subject":"课程 {A} \\"B\\""}');
    expect(rawMember(body, "alipay_trade_close_response")).toBeNull();
  });

  test("money and time in Alipay's words", () => {
    expect([yuanText(19900), yuanText(5), yuanText(100001)]).toEqual(["199.00", "0.05", "1000.01"]);
    expect([fenOf("199.00"), fenOf("0.5"), fenOf("12"), fenOf("1.234"), fenOf("-1.00"), fenOf("1e3")]).toEqual([
      19900,
      50,
      1200,
      null,
      null,
      null,
    ]);
    expect(fromBeijingText("2026-11-29 08:30:00")?.toISOString()).toBe("2026-11-29T00:30:00.000Z");
    expect(fromBeijingText("2026-11-29T08:30:00")).toBeNull();
  });
});
