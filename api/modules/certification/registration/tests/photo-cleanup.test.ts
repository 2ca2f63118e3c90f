import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { examChecks } from "@/db/schema/certification/exam-checks";
import { s3Env, startS3Server, type TestS3 } from "@/tests/support/s3-server";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { checkPhotoKey } from "../camera-check";
import { deleteOldCheckPhotos } from "../photo-cleanup";
import { addAttempt, makeExam } from "./helpers";

let s3: TestS3;
/** The same purge on each storage driver: the local folder and a real S3-compatible bucket. */
let servers: Record<"local" | "s3", TestServer>;
beforeAll(async () => {
  s3 = await startS3Server();
  servers = { local: await startTestServer(), s3: await startTestServer(s3Env(s3)) };
}, 60_000);
afterAll(async () => {
  await servers.local.stop();
  await servers.s3.stop();
  await s3.stop();
});

const DAY = 24 * 3600_000;

test.each(["local", "s3"] as const)(
  "%s: camera photos older than 7 days are deleted, files and rows; newer ones stay; running again is harmless",
  async (driver) => {
    const srv = servers[driver];
    const { db, storage } = srv.deps;
    expect(storage.name).toBe(driver);
    const exam = await makeExam(db, { isVideo: 1 });
    const [p] = await signedInPeople(db, srv.url, 1, 13930000000);
    const reg = await addAttempt(db, p.id, exam.id, { status: "unpaid" });
    const now = new Date();
    const photos = [];
    for (const ageDays of [8, 7.01, 6.9, 0]) {
      const key = checkPhotoKey(p.id);
      await storage.put(key, new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]));
      const [row] = await db
        .insert(examChecks)
        .values({ registrationId: reg.id, userId: p.id, photoKey: key, createdAt: new Date(now.getTime() - ageDays * DAY) })
        .returning();
      photos.push({ ...row!, ageDays });
    }

    expect(await deleteOldCheckPhotos(db, storage, now)).toBe(2);
    for (const photo of photos) {
      const kept = photo.ageDays < 7;
      expect((await storage.get(photo.photoKey)) !== null).toBe(kept);
      expect(await db.select().from(examChecks).where(eq(examChecks.id, photo.id))).toHaveLength(kept ? 1 : 0);
    }
    // Again, and from two processes at once: nothing more to do, nothing fails.
    expect(await Promise.all([deleteOldCheckPhotos(db, storage, now), deleteOldCheckPhotos(db, storage, now)])).toEqual([0, 0]);
    expect(await db.select().from(examChecks).where(eq(examChecks.registrationId, reg.id))).toHaveLength(2);
  },
);
