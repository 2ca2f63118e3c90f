import { randomUUID } from "node:crypto";
import { PATH_TYPES, type PathType, PRIVATE_PATH_TYPES } from "../../contract/upload";
import { isStorageKey } from "../../providers/storage";

/** Files are served under this URL prefix; a stored key is the rest of the path. */
const UPLOADS_PREFIX = "/uploads/";

/** Back-office files (exam outlines): public, filed by month. Not a PathType, so no portal ticket can write here. */
export const ADMIN_FOLDER = "admin";
/**
 * 附件简历 (a CV's PDF or Word file): private, under its owner's id. Not a PathType either: it is posted to the CV's own
 * route, which checks it as a document, and served by the CV's routes, which also let HR of the companies it was sent to.
 */
export const CV_FILE_FOLDER = "cvfile";
const FOLDERS: readonly string[] = [...PATH_TYPES, ADMIN_FOLDER, CV_FILE_FOLDER];
const isPrivate = (folder: string) => folder === CV_FILE_FOLDER || (PRIVATE_PATH_TYPES as readonly string[]).includes(folder);

/**
 * A fresh key. Private files live under their owner's id (`idcard/<userId>/<uuid>.jpg`) so access needs no lookup;
 * public ones under the month (`avatar/2025-06/<uuid>.jpg`), so a user's id is not shown to everyone.
 */
export function newKey(pathType: PathType | typeof ADMIN_FOLDER | typeof CV_FILE_FOLDER, userId: number, ext: string, now = new Date()) {
  const folder = isPrivate(pathType) ? String(userId) : now.toISOString().slice(0, 7);
  return `${pathType}/${folder}/${randomUUID().replaceAll("-", "")}.${ext}`;
}

export const urlOf = (key: string) => `${UPLOADS_PREFIX}${key}`;

/** The stored key of an uploads URL path, or null for anything that is not one. */
export function keyOf(path: string) {
  if (!path.startsWith(UPLOADS_PREFIX)) return null;
  const key = path.slice(UPLOADS_PREFIX.length);
  return isStorageKey(key) && FOLDERS.includes(key.split("/")[0]) ? key : null;
}

/** For a private key, the id of the user it belongs to; null for a public one. */
export function privateOwner(key: string): number | null {
  const [pathType, owner] = key.split("/");
  return isPrivate(pathType) ? Number(owner) : null;
}

/**
 * True when an uploads path is this user's own private file of this type: features that save a path a client
 * sends (an exam registration's idPic) check it with this, so nobody can point at another person's ID photo.
 */
export function isOwnPrivateUpload(path: string, userId: number, pathType: PathType) {
  const key = keyOf(path);
  return !!key && key.startsWith(`${pathType}/`) && privateOwner(key) === userId;
}
