import { Hono } from "hono";
import { type AdminEnv, isOperator } from "@/api/admin/identity";
import { privatePhoto } from "@/api/admin/private-photo";
import { reviewRoute } from "@/api/admin/review";
import { ADMIN_MSG } from "@/api/contract/admin";
import { RegistrationReviewSchema } from "@/api/contract/exams-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { existingRegistrationIds, firstCheckPhotoKey } from "../queries";
import { reviewRegistration } from "../review";

const RESOURCE = "exam-registrations";

/**
 * `/admin/api/exam-registrations/review` approves (通过) or rejects (驳回, with a reason) many paid registrations at
 * once: each that was waiting for review changes once, with its audit row and the candidate's text and letter, in one
 * transaction. `/:id/check-photo` shows an operator the camera photo (kept 7 days).
 */
export function examRegistrationRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.post(
    "/review",
    reviewRoute(deps, {
      resource: RESOURCE,
      schema: RegistrationReviewSchema,
      rows: (tx, input) => existingRegistrationIds(tx, input.ids),
      decide: async (tx, { sms }, { id }, input) => (await reviewRegistration(tx, sms, id, input)) ?? null,
    }),
  );

  app.get("/:id{[0-9]{1,9}}/check-photo", async (c) => {
    // Personal data: operators only, never an enterprise account.
    if (!isOperator(c.var.admin)) throw httpError(403, ADMIN_MSG.forbidden);
    const key = await firstCheckPhotoKey(deps.db, Number(c.req.param("id")));
    const file = key !== null ? await deps.storage.get(key) : null;
    if (!file) throw httpError(404, "没有拍照记录（照片保存7天）");
    return privatePhoto(file);
  });

  return app;
}
