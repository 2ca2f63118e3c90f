import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startS3Server, type TestS3 } from "@/tests/support/s3-server";
import { s3Client, s3StorageDriver } from "./s3";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const config = () => ({ ...s3, region: "us-east-1", virtualHostedStyle: false, publicUrl: null });
/** The stored file, or an empty one of size -1 so a missing file fails the size check. */
const stored = async (driver: ReturnType<typeof s3StorageDriver>, key: string) => (await driver.get(key)) ?? { body: new Blob(), size: -1 };
const bytesOf = async (blob: Blob) => new Uint8Array(await new Response(blob.stream()).arrayBuffer());

/** A stream of `count` chunks of `chunk` bytes each, erroring instead of its last chunk when `breakOff`. */
function chunks(count: number, chunk: number, breakOff = false) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(ctl) {
      if (sent === count - 1 && breakOff) return ctl.error(new Error("connection lost"));
      if (sent === count) return ctl.close();
      ctl.enqueue(new Uint8Array(chunk).fill(sent++ % 256));
    },
  });
}

describe("S3 storage driver against a real S3-compatible server", () => {
  test("put, get, a byte range, remove; a missing key is null and removing it again is fine", async () => {
    const driver = s3StorageDriver(config());
    const key = "avatar/2025-06/abc123.jpg";
    await driver.put(key, new Uint8Array([1, 2, 3, 4, 5, 6]));
    const file = await stored(driver, key);
    expect(file.size).toBe(6);
    expect(await bytesOf(file.body)).toEqual(new Uint8Array([1, 2, 3, 4, 5, 6]));
    expect(await bytesOf(file.body.slice(2, 5))).toEqual(new Uint8Array([3, 4, 5]));
    await driver.remove(key);
    expect(await driver.get(key)).toBeNull();
    await driver.remove(key);
    expect(await driver.get("avatar/../../etc/passwd.jpg")).toBeNull();
    await expect(driver.put("../x.jpg", new Uint8Array([1]))).rejects.toThrow(/bad storage key/);
  });

  test("putStream writes more than 5 MB in parts; a stream that breaks off leaves nothing under its key", async () => {
    const driver = s3StorageDriver(config());
    const key = "admin/2025-06/video1.mp4";
    expect(await driver.putStream(key, chunks(12, 1024 * 1024))).toBe(12 * 1024 * 1024);
    const file = await stored(driver, key);
    expect(file.size).toBe(12 * 1024 * 1024);
    expect(await bytesOf(file.body.slice(11 * 1024 * 1024, 11 * 1024 * 1024 + 3))).toEqual(new Uint8Array([11, 11, 11]));

    const broken = "admin/2025-06/video2.mp4";
    await expect(driver.putStream(broken, chunks(12, 1024 * 1024, true))).rejects.toThrow("connection lost");
    expect(await driver.get(broken)).toBeNull();
    expect(await s3Client(config()).list({ prefix: "admin/2025-06/video2" })).toMatchObject({ keyCount: 0 });
  });
});
