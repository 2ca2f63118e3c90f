import * as v from "valibot";
import { defineCall } from "./call";

/** Largest accepted image (spec 000 section 9: 40 MB). */
export const UPLOAD_MAX_BYTES = 41_943_040;

export const UPLOAD_MSG = {
  noFile: "请先选择图片",
  badType: "文件类型无效",
  tooLarge: "文件大小超出限制",
  badPathType: "上传类型无效",
  badTicket: "上传凭证无效或已过期，请重新上传",
  badCrop: "裁剪区域无效，请重新选择",
  tooManyPixels: "图片尺寸过大",
  uploaded: "上传成功",
  idCardDone: "证件照上传成功",
  headImgDone: "头像上传成功",
} as const;

/** Folders an upload may go to. `idcard` and `survey` (a reseller's survey files) are private: their owner and operators read them. */
export const PATH_TYPES = ["avatar", "idcard", "cv", "common", "survey"] as const;
export type PathType = (typeof PATH_TYPES)[number];
export const PRIVATE_PATH_TYPES: readonly PathType[] = ["idcard", "survey"];

const PathTypeSchema = v.picklist(PATH_TYPES, UPLOAD_MSG.badPathType);

/** common/uploadticket: asks for a ticket to post one file to /upload. */
const UploadTicketRequestSchema = v.object({ pathType: PathTypeSchema });

/** The ticket: sent back with the file as form fields. */
export type UploadTicket = { timestamp: number; chk: string; sign: string };

/** A chosen file: present and within the limit. Its type is checked by content on the server. */
const ImageFileSchema = v.pipe(
  v.file(UPLOAD_MSG.noFile),
  v.minSize(1, UPLOAD_MSG.noFile),
  v.maxSize(UPLOAD_MAX_BYTES, UPLOAD_MSG.tooLarge),
);

/** The form fields of POST /upload (strings, as multipart carries them); the ticket is reported on before the file. */
export const UploadFormSchema = v.object({
  pathType: PathTypeSchema,
  timestamp: v.pipe(v.string(UPLOAD_MSG.badTicket), v.regex(/^\d{1,15}$/, UPLOAD_MSG.badTicket), v.transform(Number)),
  chk: v.pipe(v.string(UPLOAD_MSG.badTicket), v.regex(/^[A-Za-z0-9_-]{16,64}$/, UPLOAD_MSG.badTicket)),
  sign: v.pipe(v.string(UPLOAD_MSG.badTicket), v.regex(/^[0-9a-f]{64}$/, UPLOAD_MSG.badTicket)),
  file: ImageFileSchema,
});

const CoordinateSchema = v.pipe(v.number(UPLOAD_MSG.badCrop), v.finite(UPLOAD_MSG.badCrop));
const LengthSchema = v.pipe(CoordinateSchema, v.gtValue(0, UPLOAD_MSG.badCrop));

/** A crop in the image's natural pixels (cropper.getData()); extra keys such as rotate are ignored. */
const CropSchema = v.object({ x: CoordinateSchema, y: CoordinateSchema, width: LengthSchema, height: LengthSchema });
export type Crop = v.InferOutput<typeof CropSchema>;

const DATA_URL_PREFIX = /^data:[^,]{0,100};base64,/;

/** Bytes a base64 text decodes to, with or without a data: prefix. */
function base64Bytes(text: string) {
  const body = text.replace(DATA_URL_PREFIX, "");
  const padding = body.endsWith("==") ? 2 : body.endsWith("=") ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}

/** The largest body a crop call carries: the image in base64 plus room for the rest. */
export const CROP_MAX_BODY_BYTES = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024;

/**
 * pearson/SetIDCardImg, my/SetHeadImg: `data` is the crop as a JSON string (an object is taken too),
 * `base64` the image with or without a data: prefix. The image comes first so a missing one is what is reported;
 * absent fields default to "" so they get these messages rather than valibot's generic missing-key one.
 */
export const CropUploadSchema = v.object({
  base64: v.pipe(
    v.optional(v.string(UPLOAD_MSG.noFile), ""),
    // Some encoders wrap base64 in lines; the characters are what count.
    v.transform((s) => s.replace(/\s/g, "").replace(DATA_URL_PREFIX, "")),
    v.nonEmpty(UPLOAD_MSG.noFile),
    v.regex(/^[A-Za-z0-9+/_-]+={0,2}$/, UPLOAD_MSG.badType),
    v.check((s) => base64Bytes(s) <= UPLOAD_MAX_BYTES, UPLOAD_MSG.tooLarge),
  ),
  data: v.pipe(
    v.optional(v.union([v.string(), v.record(v.string(), v.unknown())], UPLOAD_MSG.badCrop), ""),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (typeof dataset.value !== "string") return dataset.value;
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: UPLOAD_MSG.badCrop });
        return NEVER;
      }
    }),
    CropSchema,
  ),
});
export type CropUpload = v.InferOutput<typeof CropUploadSchema>;

/* The calls (the server's upload module). */
export const commonUploadticketCall = defineCall({ path: "common/uploadticket", input: UploadTicketRequestSchema }).returns<UploadTicket>();
export const pearsonSetIDCardImgCall = defineCall({ path: "pearson/SetIDCardImg", input: CropUploadSchema }).returns<string>();
export const mySetHeadImgCall = defineCall({ path: "my/SetHeadImg", input: CropUploadSchema }).returns<string>();
