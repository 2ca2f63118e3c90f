import {
  POSITION_MSG,
  zhaopinAppliedListCall,
  zhaopinCollectPositionCall,
  zhaopinCompanyPositionsCall,
  zhaopinDeleteJobAlertCall,
  zhaopinGetRecommendedPositionsCall,
  zhaopinJobAlertListCall,
  zhaopinPositionDetailCall,
  zhaopinPositionListCall,
  zhaopinSaveJobAlertCall,
  zhaopinSendCvCall,
  zhaopinWithdrawCvCall,
} from "@/api/contract/zhaopin-positions";
import { loginCall, publicCall, reply } from "../../../protocol/call";
import { recommendedPositions } from "./recommended";
import {
  appliedPage,
  collectPosition,
  companyPositions,
  jobAlertList,
  positionDetail,
  positionPage,
  removeJobAlert,
  saveJobAlert,
  sendCv,
  withdrawCv,
} from "./service";

/** Recruitment for candidates and visitors (spec 001 sections 2, 4, 7): browse for anyone; favourite, send, withdraw and alerts signed in. */
export const zhaopinPositionCalls = [
  publicCall(zhaopinPositionListCall, { handle: (input, { deps }) => positionPage(deps.db, input) }),
  publicCall(zhaopinPositionDetailCall, { handle: (input, { deps, user }) => positionDetail(deps.db, user?.id ?? null, input.id) }),
  publicCall(zhaopinCompanyPositionsCall, { handle: (input, { deps }) => companyPositions(deps.db, input) }),
  loginCall(zhaopinCollectPositionCall, {
    handle: (input, { deps, user }) => collectPosition(deps.db, user.id, input.companyId, input.positionId),
  }),
  loginCall(zhaopinSendCvCall, {
    handle: async (input, { deps, user }) => reply(await sendCv(deps.db, user.id, input), POSITION_MSG.sent),
  }),
  loginCall(zhaopinGetRecommendedPositionsCall, { handle: (_input, { deps, user }) => recommendedPositions(deps.db, user.id) }),
  loginCall(zhaopinAppliedListCall, { handle: (input, { deps, user }) => appliedPage(deps.db, user.id, input) }),
  loginCall(zhaopinWithdrawCvCall, {
    handle: async (input, { deps, user }) => reply(await withdrawCv(deps.db, user.id, input.id), POSITION_MSG.withdrawn),
  }),
  loginCall(zhaopinSaveJobAlertCall, {
    handle: async (input, { deps, user }) => reply(await saveJobAlert(deps.db, user.id, input), POSITION_MSG.alertSaved),
  }),
  loginCall(zhaopinJobAlertListCall, { handle: (_input, { deps, user }) => jobAlertList(deps.db, user.id) }),
  loginCall(zhaopinDeleteJobAlertCall, {
    handle: async (input, { deps, user }) => reply(await removeJobAlert(deps.db, user.id, input.id), POSITION_MSG.alertDeleted),
  }),
];
