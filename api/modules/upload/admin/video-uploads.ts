import { Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { type Admin, type AdminEnv, auditActor, readAdmin, requireAccess } from "@/api/admin/identity";
import { type UploadedVideo, VIDEO_MAX_BYTES, VIDEO_MSG } from "@/api/contract/course-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { storeAdminVideo } from "../admin-video";

/**
 * `POST /admin/api/videos?name=<file name>`, the body the video itself (Content-Type video/mp4), not a multipart form:
 * a form is parsed whole in memory, a raw body streams to storage (docs/decisions/0027-streamed-video-uploads.md).
 * Answers `{url, name, size}`. The router checks the Origin first.
 */
export function videoUploadRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  app.post("/", async (c) => {
    // Who is asking (401 for an anonymous caller, whatever it sends), the body's kind and how much they say they send
    // are settled before any of the body is read.
    const admin = await readAdmin(deps.db, c);
    requireAccess(admin, "videos", "write");
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("video/mp4")) throw httpError(415, VIDEO_MSG.badType);
    if (Number(c.req.header("content-length") ?? 0) > VIDEO_MAX_BYTES) throw httpError(413, VIDEO_MSG.tooLarge, "file");
    if (!c.req.raw.body) throw httpError(400, VIDEO_MSG.empty, "file");
    const stored = await storeAdminVideo(deps, admin.id, c.req.raw.body);
    // The name is only shown back (and kept in the audit log).
    return c.json(await auditedVideo(deps, admin, stored, c.req.query("name") ?? ""), 201);
  });
  return app;
}

/** A stored course video as the back office is answered, recorded in the audit log (both ways of uploading one). */
export async function auditedVideo(deps: Pick<Deps, "db">, admin: Admin, stored: { url: string; size: number }, name: string) {
  // The name is only shown back (and kept in the audit log).
  const answer: UploadedVideo = { url: stored.url, name: name.slice(0, 255), size: stored.size };
  await recordAudit(deps.db, {
    actor: auditActor(admin),
    action: "create",
    resource: "videos",
    recordId: stored.url,
    before: null,
    after: answer,
  });
  return answer;
}
