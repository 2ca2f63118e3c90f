import { expect, test } from "bun:test";
import { tc3Authorization } from "../tc3";

test("the signature of the worked example in Tencent Cloud's 签名方法 v3 documentation (CVM DescribeInstances)", () => {
  const authorization = tc3Authorization({
    secretId: "AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******",
    secretKey: "Gu5t9xGARNpq86cd98joQYCN3*******",
    service: "cvm",
    host: "cvm.tencentcloudapi.com",
    timestamp: 1551113065,
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  });
  expect(authorization).toBe(
    "TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c",
  );
});
