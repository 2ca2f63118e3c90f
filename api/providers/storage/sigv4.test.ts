import { describe, expect, test } from "bun:test";
import { presignUrl, signedHeaders } from "./sigv4";

/** The keys and time of AWS's own worked examples (Amazon S3 API Reference, "Authenticating Requests (AWS Signature Version 4)"). */
const keys = { region: "us-east-1", accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
const now = new Date("2013-05-24T00:00:00Z");

describe("AWS Signature Version 4, pinned by AWS's documented examples", () => {
  test("query-string signing: the presigned GET of examplebucket/test.txt for 86400 s", () => {
    expect(presignUrl(keys, "GET", "https://examplebucket.s3.amazonaws.com/test.txt", 86400, now)).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  test("header signing: GET test.txt with a Range header", () => {
    const headers = signedHeaders(keys, "GET", "https://examplebucket.s3.amazonaws.com/test.txt", "", { range: "bytes=0-9" }, now);
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});
