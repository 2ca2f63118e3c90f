import {
  myExaminfoCall,
  pearsonAddCerPaperCall,
  pearsonAddInvoiceCall,
  pearsonHistoryScoreCall,
  pearsonLecSubmitCall,
} from "@/api/contract/certification-requests";
import { myExamFeeRefundCall } from "@/api/contract/exam-fee-refunds";
import { myPearsonexameditCall } from "@/api/contract/exam-profile";
import { myExameditCall, myPearsoncereditCall, PROFILE_MSG } from "@/api/contract/exam-profile-forms";
import { loginCall, reply } from "@/api/protocol/call";
import { askFeeRefund } from "../fee-refunds/ask";
import { myExamPage } from "./exam-info";
import { examProfile, saveOtherProfile, savePearsonProfile } from "./exam-profile";
import { historyScore } from "./history-score";
import { submitLecture } from "./lecturer";
import { addCerPaper, addInvoice } from "./requests";

/**
 * The candidate's own exam records and what may be asked for after an exam. Every call needs a login and reaches
 * only the caller's own attempts (an attempt of someone else is as absent as a missing one).
 */
export const myExamCalls = [
  /**
   * /my/examinfo: the spec's page "posts to its own URL for the await, success and fail lists"; here that list is
   * the call my/examinfo {currentPage, pageSize, type: 'await' | 'success' | 'fail'} answering {list, pager}.
   */
  loginCall(myExaminfoCall, {
    handle: (input, { deps, user }) => myExamPage(deps.db, user.id, input),
  }),

  /** {EadID, Province, City, AddressDetail} for a passed attempt: '纸质证书申请成功', url back to /my/examinfo. */
  loginCall(pearsonAddCerPaperCall, {
    handle: (input, { deps, user }) => addCerPaper(deps.db, user.id, input),
  }),

  /** {eadid, mySelf, unitName, registrationNumber, takerMobile, detailedAddress: the e-mail} for a paid attempt: '申请发票成功'. */
  loginCall(pearsonAddInvoiceCall, {
    handle: (input, { deps, user }) => addInvoice(deps.db, user.id, input),
  }),

  /**
   * Ours: {eadid} a certified employee's passed, paid attempt of an exam their company sponsors asks for its fee back
   * (docs/decisions/0048): '退费申请已提交，请等待审核', url back to /my/examinfo.
   */
  loginCall(myExamFeeRefundCall, {
    handle: (input, { deps, user }) => askFeeRefund(deps.db, user.id, input),
  }),

  /** /certification/historyscore: the person's results per exam. */
  loginCall(pearsonHistoryScoreCall, {
    handle: (input, { deps, user }) => historyScore(deps.db, user.id, input.examid),
  }),

  /** /certification/lecsubmit: a lecturer's course as a Weiyun folder link, queued for the operators. */
  loginCall(pearsonLecSubmitCall, {
    handle: (input, { deps, user }) => submitLecture(deps.db, user.id, input),
  }),

  /** Reads the exam profile both forms start from. */
  loginCall(myPearsonexameditCall, {
    handle: (_input, { deps, user }) => examProfile(deps.db, user.id),
  }),

  /** Saves the pearson form (mobile confirmed by its SMS code). */
  loginCall(myPearsoncereditCall, {
    async handle(input, { deps, user }) {
      await savePearsonProfile(deps, user.id, input);
      return reply(null, PROFILE_MSG.saved);
    },
  }),

  /** Saves the other form (names in pinyin, ID, optional phone and e-mail). */
  loginCall(myExameditCall, {
    async handle(input, { deps, user }) {
      await saveOtherProfile(deps.db, user.id, input);
      return reply(null, PROFILE_MSG.saved);
    },
  }),
];
