import { pearsonExamallCall, pearsonGetExamNewSysCall } from "@/api/contract/certification-exams";
import { publicCall } from "@/api/protocol/call";
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
];
