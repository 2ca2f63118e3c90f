import { describe, expect, test } from "bun:test";
import { verify } from "node:crypto";
import { platformHeaders, sealResource, wechatPayKeys } from "@/tests/support/fake-wechatpay";
import { authorization, checkWechatSignature, jsapiPaySign, openResource } from "../sign";

const keys = wechatPayKeys();
const config = keys.config("http://127.0.0.1:1");
const verifies = (publicKey: string, message: string, signature: string) =>
  verify("sha256", Buffer.from(message), publicKey, Buffer.from(signature, "base64"));

describe("request signing", () => {
  test("Authorization names the merchant and signs the documented five lines with its key", () => {
    const now = 1_732_700_000_123;
    const body = '{"mchid":"1900000109"}';
    const header = authorization(
      config,
      "POST",
      "/v3/pay/transactions/out-trade-no/1217752501201407033233368018/close",
      body,
      now,
      "NONCE1",
    );
    const m = /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="(\w+)"$/.exec(
      header,
    );
    expect(m?.slice(1, 3)).toEqual(["1900000109", "NONCE1"]);
    expect(m?.slice(4)).toEqual(["1732700000", keys.serialNo]);
    const message = `POST\n/v3/pay/transactions/out-trade-no/1217752501201407033233368018/close\n1732700000\nNONCE1\n${body}\n`;
    expect(verifies(keys.merchant.publicKey, message, m![3]!)).toBe(true);
    expect(verifies(keys.platform.publicKey, message, m![3]!)).toBe(false);
    expect(verifies(keys.merchant.publicKey, message.replace("close", "closE"), m![3]!)).toBe(false);
  });

  test("a GET signs an empty body and the query string", () => {
    const header = authorization(config, "GET", "/v3/pay/transactions/out-trade-no/1?mchid=1900000109", "", 1_732_700_000_000, "N2");
    const signature = /signature="([^"]+)"/.exec(header)![1]!;
    expect(
      verifies(keys.merchant.publicKey, "GET\n/v3/pay/transactions/out-trade-no/1?mchid=1900000109\n1732700000\nN2\n\n", signature),
    ).toBe(true);
  });

  test("JSAPI paySign is the merchant's signature over appId, timeStamp, nonceStr and package", () => {
    const order = {
      appId: keys.appId,
      timeStamp: "1414561699",
      nonceStr: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
      package: "prepay_id=wx201410272009395522657a690389285100",
    };
    const paySign = jsapiPaySign(keys.merchant.privateKey, order);
    const message = `${keys.appId}\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n`;
    expect(verifies(keys.merchant.publicKey, message, paySign)).toBe(true);
    expect(verifies(keys.platform.publicKey, message, paySign)).toBe(false);
  });
});

describe("WeChat Pay's signature on answers and notifications", () => {
  const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=p4lpSuKzz"}';
  const headers = (over?: Parameters<typeof platformHeaders>[2]) => new Headers(platformHeaders(keys, body, over));

  test("is accepted over the same body from the platform key and serial", () => {
    expect(checkWechatSignature(config, headers(), body)).toBe(true);
  });

  test("is refused over a changed body, from another key or serial, stale or from the future, or missing", () => {
    expect(checkWechatSignature(config, headers(), body.replace("p4l", "p5l"))).toBe(false);
    expect(checkWechatSignature(config, headers({ key: keys.merchant.privateKey }), body)).toBe(false);
    expect(checkWechatSignature(config, headers({ serial: "PUB_KEY_ID_OTHER" }), body)).toBe(false);
    const now = Math.floor(Date.now() / 1000);
    expect(checkWechatSignature(config, headers({ timestamp: now - 301 }), body)).toBe(false);
    expect(checkWechatSignature(config, headers({ timestamp: now + 301 }), body)).toBe(false);
    expect(checkWechatSignature(config, headers({ timestamp: now - 290 }), body)).toBe(true);
    const unsigned = headers();
    unsigned.delete("Wechatpay-Signature");
    expect(checkWechatSignature(config, unsigned, body)).toBe(false);
    const garbage = headers();
    garbage.set("Wechatpay-Signature", "not base64 at all!");
    expect(checkWechatSignature(config, garbage, body)).toBe(false);
  });
});

describe("the notification's AEAD_AES_256_GCM resource", () => {
  // Sealed by Python's `cryptography` (AESGCM), not by this code: key, nonce and AAD as UTF-8, the tag appended.
  const known = {
    key: "0123456789abcdefghijklmnopqrstuv",
    resource: {
      nonce: "fdasflkja484",
      associated_data: "transaction",
      ciphertext: "kdUw5hwyZ7EmqIvJoZVgiwfuZHw5Fmc+eIgDjJu3RD53n3ZkPcrMXa279oKXPtGd+2eKjUO5ZsmYNK6KuqYKd3Rtb/RNTJEGbESKauH88g==",
    },
  };

  test("opens a known ciphertext", () => {
    expect(openResource(known.key, known.resource)).toBe('{"out_trade_no":"20261129083000123456","trade_state":"SUCCESS"}');
  });

  test("is null with another key, nonce or associated data, or a changed ciphertext or tag", () => {
    expect(openResource("0123456789abcdefghijklmnopqrstuV", known.resource)).toBeNull();
    expect(openResource(known.key, { ...known.resource, nonce: "fdasflkja485" })).toBeNull();
    expect(openResource(known.key, { ...known.resource, associated_data: "refund" })).toBeNull();
    const bytes = Buffer.from(known.resource.ciphertext, "base64");
    for (const at of [0, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 1;
      expect(openResource(known.key, { ...known.resource, ciphertext: changed.toString("base64") })).toBeNull();
    }
    expect(openResource(known.key, { ...known.resource, ciphertext: bytes.subarray(0, 16).toString("base64") })).toBeNull();
  });

  test("opens what the fake seals with a fresh APIv3 key", () => {
    const sealed = sealResource(keys.apiV3Key, "支付成功");
    expect(openResource(keys.apiV3Key, sealed)).toBe("支付成功");
  });
});
