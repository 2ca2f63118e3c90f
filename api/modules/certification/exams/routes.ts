import { pearsonExamallCall, pearsonGetExamNewSysCall, pearsonSendExamLinkCall } from "@/api/contract/certification-exams";
import { loginCall, publicCall } from "@/api/protocol/call";
import { sendExamLink } from "./send-link";
import { examInfo, examList } from "./service";

export const examCalls = [
  /** The exam lists of /certification/exam and /certification/carselect (grouped there by series). */
  publicCall(pearsonExamallCall, {
    handle: (_input, { deps }) => examList(deps.db),
  }),

  /** The info pop-up, by examId or kaoShiId. */
  publicCall(pearsonGetExamNewSysCall, {
    handle: (input, { deps, user }) => examInfo(deps.db, user, input),
  }),

  /** From a phone: the exam's link as a letter to oneself, to open on a computer. */
  loginCall(pearsonSendExamLinkCall, {
    handle: (input, { c, deps, user }) => sendExamLink(deps.db, user.id, input.examId, c.var.site.origin),
  }),
];
