import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sandboxWechat } from "@/api/providers/wechat/sandbox";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { jssdkSignature } from "../jssdk";
import { tokenCache } from "../token-cache";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

describe("the JS-SDK's signature", () => {
  test("matches the worked example of WeChat's JS-SDK documentation", () => {
    const ticket = "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg";
    expect(jssdkSignature(ticket, "Wm3WZYTPz0wzccnW", 1414587457, "http://mp.weixin.qq.com?params=value")).toBe(
      "0f9de62fce790f9a083d5c99e95740ceb90c27ed",
    );
    // The #fragment is not part of what is signed.
    expect(jssdkSignature(ticket, "Wm3WZYTPz0wzccnW", 1414587457, "http://mp.weixin.qq.com?params=value#top")).toBe(
      "0f9de62fce790f9a083d5c99e95740ceb90c27ed",
    );
  });

  test("common/wxjssdk signs a page of ours with the driver's ticket; another site's page or no url is refused", async () => {
    const client = testClient(srv.url);
    const url = `${srv.url}/training/detail?id=1`;
    const answer = await client.call<{ appId: string; timestamp: number; nonceStr: string; signature: string }>("common/wxjssdk", { url });
    expect(answer.code).toBe(0);
    expect(answer.data.appId).toBe("wx-sandbox");
    const ticket = await sandboxWechat(srv.deps.env.appSecret).jsapiTicket(tokenCache(srv.deps.db));
    expect(answer.data.signature).toBe(jssdkSignature(ticket, answer.data.nonceStr, answer.data.timestamp, url));
    expect(Math.abs(answer.data.timestamp - Date.now() / 1000)).toBeLessThan(60);

    expect(await client.call("common/wxjssdk", { url: "https://evil.example/page" })).toMatchObject({ code: 1, msg: "只能为本站页面签名" });
    expect(await client.call("common/wxjssdk", {})).toMatchObject({ code: 1, msg: "请填写完整信息", data: { field: "url" } });
    expect(await client.call("common/wxjssdk", { url: "not a url" })).toMatchObject({ code: 1, msg: "页面地址格式不正确" });
  });

  test("tokens are kept in the database until they expire", async () => {
    const cache = tokenCache(srv.deps.db);
    await cache.set("test:access_token", "AT-1", 60);
    expect(await cache.get("test:access_token")).toBe("AT-1");
    await cache.set("test:access_token", "AT-2", -1);
    expect(await cache.get("test:access_token")).toBeNull();
  });
});
