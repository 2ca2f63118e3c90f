import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { recordAudit } from "@/api/admin/audit";
import { type AdminEnv, auditActor, readAdmin, requireAccess } from "@/api/admin/identity";
import { ADMIN_MSG, type AdminResource } from "@/api/contract/admin";
import { ADMIN_FILE_MSG, AdminFileUploadSchema, type AdminUploadedFile } from "@/api/contract/files-admin";
import { UPLOAD_MAX_BYTES } from "@/api/contract/upload";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { storeAdminFile, storeAdminImage } from "../admin-file";

/** Room for the multipart boundary and headers beside the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

type Store = typeof storeAdminFile;

/**
 * `POST /admin/api/files`, multipart `file`: an operator uploads a PDF or an image (an exam outline) and gets
 * `{url, name, size}` back. The router checks the Origin first; these routes are the only ones that take multipart.
 */
export const fileUploadRoutes = (deps: Deps) => adminUploadRoutes(deps, "files", storeAdminFile);

/** The same for pictures only (a company's logo), under another ADMIN_ACCESS row: `POST /admin/api/<resource>`. */
export const imageUploadRoutes = (resource: AdminResource) => (deps: Deps) => adminUploadRoutes(deps, resource, storeAdminImage);

function adminUploadRoutes(deps: Deps, resource: AdminResource, store: Store) {
  const app = new Hono<AdminEnv>();
  app.post(
    "/",
    async (c, next) => {
      // Who is asking is settled first (an anonymous caller is told 401, whatever it sends), then the body's kind.
      const admin = await readAdmin(deps.db, c);
      requireAccess(admin, resource, "write");
      if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
        throw httpError(415, ADMIN_MSG.badRequest);
      }
      c.set("admin", admin);
      return next();
    },
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES,
      onError: () => {
        throw httpError(413, ADMIN_FILE_MSG.tooLarge);
      },
    }),
    async (c) => {
      const form = await c.req.raw.formData().catch(() => null);
      const parsed = v.safeParse(AdminFileUploadSchema, { file: form?.get("file") ?? null });
      if (!parsed.success) {
        const issue = parsed.issues[0];
        throw httpError(issue.type === "max_size" ? 413 : 400, issue.message, "file");
      }
      const { file } = parsed.output;
      const admin = c.var.admin;
      const stored = await store(deps, admin.id, file);
      // The name is only shown back (and kept in the audit log); a browser sends the base name, cut to a sane length.
      const answer: AdminUploadedFile = { url: stored.url, name: file.name.slice(0, 255), size: stored.size };
      await recordAudit(deps.db, {
        actor: auditActor(admin),
        action: "create",
        resource,
        recordId: stored.url,
        before: null,
        after: answer,
      });
      return c.json(answer, 201);
    },
  );
  return app;
}
