import type { CropUpload } from "@/api/contract/upload";
import { CV_AGE_DEFAULT, CV_PROVINCE_DEFAULT, UNSET } from "@/api/contract/zhaopin";
import { CV_MSG, type CvBase, type CvView } from "@/api/contract/zhaopin-cv";
import type { Conn, Db } from "@/db/client";
import type { cvs } from "@/db/schema/zhaopin";
import type { Deps } from "../../../deps";
import { AppError, Code, fail } from "../../../protocol/errors";
import { storeCrop } from "../../upload/service";
import { cvMissing, readFullCv } from "../cv-read";
import {
  type CvListKind,
  type CvRowInput,
  deleteOwnRow,
  findCv,
  insertRow,
  listEducations,
  listIntentions,
  listWorks,
  setCvPhoto,
  setCvPublic,
  updateOwnRow,
  upsertCv,
} from "./queries";

/** What the page shows while the person has no CV: id 0 and the spec's unset values. */
function emptyCv(userId: number): CvView {
  return {
    id: 0,
    userID: userId,
    chineseName: "",
    sex: UNSET,
    age: CV_AGE_DEFAULT,
    province: CV_PROVINCE_DEFAULT,
    city: "",
    education: "",
    workStyle: "",
    workYears: "",
    jobStatus: UNSET,
    description: "",
    isPublic: 0,
    photo: "",
  };
}

/** The CV's own fields; the attachment is its own call's (ZhaoPin/GetMyCVAttachment), and its storage key never leaves. */
function cvView(row: typeof cvs.$inferSelect): CvView {
  const {
    userId,
    createdAt: _c,
    updatedAt: _u,
    attachmentKey: _k,
    attachmentName: _n,
    attachmentSize: _s,
    attachmentAt: _a,
    ...rest
  } = row;
  return { ...rest, userID: userId };
}

/** ZhaoPin/GetMyCV: the person's CV, or the empty one (id 0). */
export async function myCv(db: Db, userId: number) {
  const cv = await findCv(db, userId);
  return { cv: cv ? cvView(cv) : emptyCv(userId) };
}

/** ZhaoPin/SetMyCV: creates the CV or saves its base info and description. */
export async function saveCv(db: Db, userId: number, base: CvBase) {
  return { cv: cvView(await upsertCv(db, userId, base)) };
}

const withUser = <T extends { userId: number }>({ userId, createdAt: _c, ...rest }: T & { createdAt: Date }) => ({
  ...rest,
  userID: userId,
});

const LISTERS = { work: listWorks, education: listEducations, intention: listIntentions } as const;

/** GetMyCVWork / GetMyCVEducation / GetMyCVPosition: the person's rows. */
export async function myRows<K extends CvListKind>(db: Conn, kind: K, userId: number) {
  const rows = (await LISTERS[kind](db, userId)) as (Awaited<ReturnType<(typeof LISTERS)[K]>>[number] & { createdAt: Date })[];
  return { list: rows.map(withUser) };
}

/**
 * SetMyCVWork / SetMyCVEducation / SetMyCVPosition: the pop-up's rows saved together, in one transaction. A row with
 * id 0 is new; one with an id is updated only if it is the person's own, otherwise nothing of the list is saved.
 */
export async function saveRows<K extends CvListKind>(db: Db, kind: K, userId: number, list: CvRowInput[K][]) {
  return db.transaction(async (tx) => {
    for (const row of list) {
      if (row.id === 0) await insertRow(tx, kind, userId, row);
      else if (!(await updateOwnRow(tx, kind, userId, row))) fail(CV_MSG.noRow);
    }
    return myRows(tx, kind, userId);
  });
}

/**
 * DeleteMyCVWork / DeleteMyCVEducation / DeleteMyCVPosition: only the person's own row. A public CV that loses its
 * last row of a kind is no longer complete, so it goes private again (HR never finds a CV that could not go public).
 */
export async function deleteRow(db: Db, kind: CvListKind, userId: number, id: number) {
  await db.transaction(async (tx) => {
    if (!(await deleteOwnRow(tx, kind, userId, id))) fail(CV_MSG.noRow, "id");
    const full = await readFullCv(tx, userId);
    if (full?.cv.isPublic === 1 && cvMissing(full).length) await setCvPublic(tx, userId, 0);
  });
  return null;
}

/** The person's CV, checked against the id the page sent (0: the page knows of none). */
async function ownFull(db: Conn, userId: number, id: number) {
  const full = await readFullCv(db, userId);
  if (id > 0 && full?.cv.id !== id) fail(CV_MSG.notYours, "id");
  return full;
}

/** ZhaoPin/CheckPublicCV: what keeps the CV from going public. */
export async function checkPublic(db: Db, userId: number, id: number) {
  return cvMissing(await ownFull(db, userId, id));
}

/** ZhaoPin/SetPublicCV: hiding always works; going public needs a complete CV, else the missing texts come back. */
export async function setPublic(db: Db, userId: number, id: number, isPublic: number) {
  return db.transaction(async (tx) => {
    const full = await ownFull(tx, userId, id);
    if (!full) fail(CV_MSG.noCv, "id");
    if (isPublic === 1) {
      const missing = cvMissing(full);
      if (missing.length) throw new AppError(Code.fail, `${CV_MSG.incomplete}：${missing.join("，")}`, { missing });
    }
    await setCvPublic(tx, userId, isPublic);
    return { isPublic };
  });
}

/** zhaopin/SetCVHeadImg: crops and stores the photo (checked by content), then puts it on the person's CV. */
export async function setCvHeadImg(deps: Deps, userId: number, input: CropUpload) {
  if (!(await findCv(deps.db, userId))) fail(CV_MSG.noCv);
  const path = await storeCrop(deps, userId, "cv", input);
  await setCvPhoto(deps.db, userId, path);
  return path;
}
