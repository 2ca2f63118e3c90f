import { expect, test } from "bun:test";
import { s3PresignedMultipart } from "./s3-multipart";

const config = {
  endpoint: "https://oss-cn-hangzhou.aliyuncs.com",
  bucket: "xuexi",
  region: "oss-cn-hangzhou",
  accessKeyId: "id",
  secretAccessKey: "secret",
  publicUrl: null,
};

test("part URLs address the bucket path style or virtual-hosted, per part, signed for an hour", () => {
  const key = "admin/2025-06/0123456789abcdef0123456789abcdef.mp4";
  const [path] = s3PresignedMultipart({ ...config, virtualHostedStyle: false }).partUrls(key, "up/1", 1);
  expect(path).toStartWith(`https://oss-cn-hangzhou.aliyuncs.com/xuexi/${key}?`);
  const hosted = s3PresignedMultipart({ ...config, virtualHostedStyle: true }).partUrls(key, "up/1", 2);
  expect(hosted[1]).toStartWith(`https://xuexi.oss-cn-hangzhou.aliyuncs.com/${key}?`);
  const query = new URL(hosted[1]).searchParams;
  expect([query.get("partNumber"), query.get("uploadId"), query.get("X-Amz-Expires")]).toEqual(["2", "up/1", "3600"]);
  expect(query.get("X-Amz-Credential")).toMatch(/^id\/\d{8}\/oss-cn-hangzhou\/s3\/aws4_request$/);
  expect(() => s3PresignedMultipart({ ...config, virtualHostedStyle: false }).partUrls("../x.mp4", "u", 1)).toThrow(/bad storage key/);
});
