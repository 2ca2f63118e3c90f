import { commonUploadticketCall, mySetHeadImgCall, pearsonSetIDCardImgCall } from "@/api/contract/upload";
import { CROP_MAX_BODY_BYTES, UPLOAD_MSG } from "../../contract/upload";
import { loginCall, reply } from "../../protocol/call";
import { setHeadImgUrl } from "../account/people";
import { storeCrop } from "./service";
import { issueTicket } from "./ticket";

export const uploadCalls = [
  /** A ticket to post one file to the upload host (POST /upload). */
  loginCall(commonUploadticketCall, {
    handle: (input, { deps, user }) => issueTicket(deps.env.appSecret, user.id, input.pathType),
  }),

  /** ID photo (5:3 crop), personal data: readable by its owner and operators only. Answers the path. */
  loginCall(pearsonSetIDCardImgCall, {
    maxBytes: CROP_MAX_BODY_BYTES,
    async handle(input, { deps, user }) {
      return reply(await storeCrop(deps, user.id, "idcard", input), UPLOAD_MSG.idCardDone);
    },
  }),

  /** Avatar (1:1 crop): stored and shown as the user's head image. Answers the path. */
  loginCall(mySetHeadImgCall, {
    maxBytes: CROP_MAX_BODY_BYTES,
    async handle(input, { deps, user }) {
      const path = await storeCrop(deps, user.id, "avatar", input);
      await setHeadImgUrl(deps.db, user.id, path);
      return reply(path, UPLOAD_MSG.headImgDone);
    },
  }),
];
