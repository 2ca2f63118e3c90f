import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { EXAM_MSG } from "@/api/contract/certification-exams";
import type { ExamCheck } from "@/api/contract/certification-registration";
import type { Deps } from "@/api/deps";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import { nextStepUrl } from "./attempts";
import { insertCheck, markChecked, markPaid, openRegistration } from "./queries";

/** Camera photos live under their owner's id, like ID photos: personal data, never public. */
export const checkPhotoKey = (userId: number) => `examcheck/${userId}/${randomUUID().replaceAll("-", "")}.jpg`;

/** A captured image by its content (JPEG or PNG that decodes), stored again as a clean JPEG. */
export async function cleanPhoto(base64: string) {
  const bytes = Buffer.from(base64, "base64");
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== "image/jpeg" && type?.mime !== "image/png") fail(EXAM_MSG.photo, "photo");
  return sharp(bytes, { autoOrient: true, limitInputPixels: 50_000_000 })
    .jpeg({ quality: 90 })
    .toBuffer()
    .catch(() => fail(EXAM_MSG.photo, "photo"));
}

/**
 * Pearson/ExamUserCheck: the camera photo of a candidate whose registration waits for the check. The photo is kept
 * (deleted after 7 days) and the registration moves on to payment, or straight to review for a free exam. Asked
 * again once done, it answers where the registration stands.
 */
export async function checkCamera(deps: Deps, user: SessionUser, input: ExamCheck) {
  const reg = await openRegistration(deps.db, user.id, input.examid);
  if (!reg) fail("请先报名该考试");
  if (reg.status !== "check") return { url: nextStepUrl(reg) };
  const photo = await cleanPhoto(input.photo);
  const key = checkPhotoKey(user.id);
  await deps.storage.put(key, photo);
  const moved = await deps.db.transaction(async (tx) => {
    const checked = await markChecked(tx, reg.id);
    if (!checked) return undefined;
    await insertCheck(tx, {
      registrationId: reg.id,
      userId: user.id,
      deviceId: input.deviceid,
      deviceName: input.devicename,
      photoKey: key,
    });
    return checked.feeFen === 0 ? await markPaid(tx, reg.id, "free", 0) : checked;
  });
  if (!moved) {
    // Another request did the check at the same moment: its photo is the one kept.
    await deps.storage.remove(key);
    const now = await openRegistration(deps.db, user.id, input.examid);
    return { url: now ? nextStepUrl(now) : "" };
  }
  return { url: nextStepUrl(moved) };
}
