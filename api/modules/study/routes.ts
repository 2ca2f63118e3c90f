import {
  STUDY_MSG,
  studyAddCourseCall,
  studyAddPackCall,
  studyAddReplyCall,
  studyCourseCall,
  studyDelPackCall,
  studyDrawScoreCall,
  studyEditPackCall,
  studyJoinCall,
  studyLeaveCall,
  studyPackDetailCall,
  studyPackListCall,
  studyPackSearchCall,
  studyPosterCall,
  studyRemoveCourseCall,
  studyReplyListCall,
  studySelfPackCall,
  studyShareStateCall,
  studySortCall,
} from "@/api/contract/study";
import { loginCall, publicCall, reply } from "../../protocol/call";
import { needLogin } from "../../protocol/errors";
import { packDetail } from "./detail";
import { addToPack, removeFromPack, searchForPack, sortPack, studyItem } from "./items";
import { addReply, drawPackScore, joinPack, leavePack, replyList } from "./members";
import { packPoster } from "./poster";
import { createPack, deletePack, editPack, packList, selfPackList, sharePack } from "./service";

/**
 * Course packs (spec 001 section 7 "Course packs", decision 0035): lists and a pack's page for anyone, the rest signed
 * in; the creator-only calls check the creator on the server.
 */
export const studyCalls = [
  publicCall(studyPackListCall, {
    handle: (input, { deps, user }) => {
      if (input.type >= 3 && !user) needLogin();
      return packList(deps.db, user?.id ?? null, input.type);
    },
  }),
  publicCall(studySelfPackCall, { handle: (input, { deps, user }) => selfPackList(deps.db, user?.id ?? null, input.treelist) }),
  publicCall(studyPackDetailCall, { handle: (input, { deps, user }) => packDetail(deps.db, user?.id ?? null, input.packId) }),
  loginCall(studyAddPackCall, {
    handle: async (input, { deps, user }) => reply(await createPack(deps.db, user.id, input), STUDY_MSG.created),
  }),
  loginCall(studyEditPackCall, {
    handle: async ({ packId, ...form }, { deps, user }) => reply(await editPack(deps.db, user.id, packId, form), STUDY_MSG.saved),
  }),
  loginCall(studyDelPackCall, {
    handle: async (input, { deps, user }) => reply(await deletePack(deps.db, user.id, input.packId), STUDY_MSG.deleted),
  }),
  loginCall(studyPackSearchCall, { handle: (input, { deps, user }) => searchForPack(deps.db, user.id, input) }),
  loginCall(studyAddCourseCall, {
    handle: async (input, { deps, user }) => reply(await addToPack(deps.db, user.id, input), STUDY_MSG.added),
  }),
  loginCall(studyRemoveCourseCall, {
    handle: async (input, { deps, user }) => reply(await removeFromPack(deps.db, user.id, input.packId, input.id), STUDY_MSG.removed),
  }),
  loginCall(studySortCall, {
    handle: async (input, { deps, user }) => reply(await sortPack(deps.db, user.id, input), STUDY_MSG.sorted),
  }),
  loginCall(studyShareStateCall, {
    handle: async (input, { deps, user }) => reply(await sharePack(deps.db, user.id, input.packId), STUDY_MSG.sharedOn),
  }),
  loginCall(studyPosterCall, { handle: (input, { c, deps, user }) => packPoster(deps, c.var.site.origin, user.id, input.packId) }),
  loginCall(studyJoinCall, {
    handle: async (input, { deps, user }) => reply(await joinPack(deps.db, user.id, input), STUDY_MSG.joined),
  }),
  loginCall(studyLeaveCall, {
    handle: async (input, { deps, user }) => reply(await leavePack(deps.db, user.id, input.packId), STUDY_MSG.left),
  }),
  loginCall(studyCourseCall, { handle: (input, { deps, user }) => studyItem(deps.db, user.id, input.id) }),
  loginCall(studyDrawScoreCall, { handle: (input, { deps, user }) => drawPackScore(deps.db, user.id, input.packId) }),
  loginCall(studyAddReplyCall, {
    handle: async ({ packId, ...form }, { deps, user }) => reply(await addReply(deps.db, user.id, packId, form), STUDY_MSG.submitted),
  }),
  loginCall(studyReplyListCall, { handle: (input, { deps, user }) => replyList(deps.db, user.id, input.packId) }),
];
