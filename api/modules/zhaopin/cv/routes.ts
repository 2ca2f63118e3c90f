import { CROP_MAX_BODY_BYTES } from "@/api/contract/upload";
import {
  CV_MSG,
  zhaopinCheckPublicCvCall,
  zhaopinDeleteMyCvEducationCall,
  zhaopinDeleteMyCvPositionCall,
  zhaopinDeleteMyCvWorkCall,
  zhaopinGetMyCvCall,
  zhaopinGetMyCvEducationCall,
  zhaopinGetMyCvPositionCall,
  zhaopinGetMyCvWorkCall,
  zhaopinSetCvHeadImgCall,
  zhaopinSetMyCvCall,
  zhaopinSetMyCvEducationCall,
  zhaopinSetMyCvPositionCall,
  zhaopinSetMyCvWorkCall,
  zhaopinSetPublicCvCall,
} from "@/api/contract/zhaopin-cv";
import {
  CV_ATTACHMENT_MSG,
  zhaopinCvAttachmentTicketCall,
  zhaopinDeleteMyCvAttachmentCall,
  zhaopinGetMyCvAttachmentCall,
} from "@/api/contract/zhaopin-cv-attachment";
import { loginCall, reply } from "../../../protocol/call";
import { issueTicket } from "../../upload/ticket";
import { deleteMyAttachment, myAttachment } from "./attachment";
import { checkPublic, deleteRow, myCv, myRows, saveCv, saveRows, setCvHeadImg, setPublic } from "./service";

/** My CV (spec 001 sections 4, 5 "CV", 7): every call is the signed-in person's own, on their own rows only. */
export const zhaopinCvCalls = [
  loginCall(zhaopinGetMyCvCall, { handle: (_input, { deps, user }) => myCv(deps.db, user.id) }),
  loginCall(zhaopinSetMyCvCall, {
    handle: async (input, { deps, user }) => reply(await saveCv(deps.db, user.id, input), CV_MSG.saved),
  }),

  loginCall(zhaopinGetMyCvWorkCall, { handle: (_input, { deps, user }) => myRows(deps.db, "work", user.id) }),
  loginCall(zhaopinGetMyCvEducationCall, { handle: (_input, { deps, user }) => myRows(deps.db, "education", user.id) }),
  loginCall(zhaopinGetMyCvPositionCall, { handle: (_input, { deps, user }) => myRows(deps.db, "intention", user.id) }),
  loginCall(zhaopinSetMyCvWorkCall, {
    handle: async (input, { deps, user }) => reply(await saveRows(deps.db, "work", user.id, input.list), CV_MSG.saved),
  }),
  loginCall(zhaopinSetMyCvEducationCall, {
    handle: async (input, { deps, user }) => reply(await saveRows(deps.db, "education", user.id, input.list), CV_MSG.saved),
  }),
  loginCall(zhaopinSetMyCvPositionCall, {
    handle: async (input, { deps, user }) => reply(await saveRows(deps.db, "intention", user.id, input.list), CV_MSG.saved),
  }),
  loginCall(zhaopinDeleteMyCvWorkCall, {
    handle: async (input, { deps, user }) => reply(await deleteRow(deps.db, "work", user.id, input.id), CV_MSG.deleted),
  }),
  loginCall(zhaopinDeleteMyCvEducationCall, {
    handle: async (input, { deps, user }) => reply(await deleteRow(deps.db, "education", user.id, input.id), CV_MSG.deleted),
  }),
  loginCall(zhaopinDeleteMyCvPositionCall, {
    handle: async (input, { deps, user }) => reply(await deleteRow(deps.db, "intention", user.id, input.id), CV_MSG.deleted),
  }),

  loginCall(zhaopinCheckPublicCvCall, { handle: (input, { deps, user }) => checkPublic(deps.db, user.id, input.id) }),
  loginCall(zhaopinSetPublicCvCall, {
    handle: async (input, { deps, user }) => {
      const done = await setPublic(deps.db, user.id, input.id, input.ispublic);
      return reply(done, done.isPublic ? CV_MSG.published : CV_MSG.hidden);
    },
  }),
  loginCall(zhaopinSetCvHeadImgCall, {
    maxBytes: CROP_MAX_BODY_BYTES,
    handle: async (input, { deps, user }) => reply(await setCvHeadImg(deps, user.id, input), CV_MSG.photoDone),
  }),

  // 附件简历: the file itself is posted to /api/zhaopin/cv-attachment with this ticket (attachment-routes.ts).
  loginCall(zhaopinCvAttachmentTicketCall, {
    handle: (_input, { deps, user }) => issueTicket(deps.env.appSecret, user.id, "cv-attachment"),
  }),
  loginCall(zhaopinGetMyCvAttachmentCall, { handle: (_input, { deps, user }) => myAttachment(deps.db, user.id) }),
  loginCall(zhaopinDeleteMyCvAttachmentCall, {
    handle: async (_input, { deps, user }) => reply(await deleteMyAttachment(deps, user.id), CV_ATTACHMENT_MSG.deleted),
  }),
];
