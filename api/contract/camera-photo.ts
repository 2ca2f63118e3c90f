import * as v from "valibot";

/** A camera photo counts as captured when its base64 text is over this long (spec 001 section 5). */
export const MIN_PHOTO_CHARS = 1600;
/** A 1280-wide JPEG at quality 0.9 stays far below this. */
export const MAX_PHOTO_CHARS = 8_000_000;

/** The text of a camera photo as the browser's canvas gives it: base64, a data: URL taken too; `message` when it is not one. */
export const cameraPhotoText = (message: string) =>
  v.pipe(
    v.string(message),
    v.transform((s) => s.replace(/^data:[^,]{0,100};base64,/, "").replace(/\s/g, "")),
    v.check((s) => s.length > MIN_PHOTO_CHARS && s.length <= MAX_PHOTO_CHARS, message),
    v.regex(/^[A-Za-z0-9+/]+={0,2}$/, message),
  );
