import { ExamInfoSchema } from "@/api/contract/certification-registration";
import { publicCall } from "@/api/protocol/call";
import { examInfo, examList } from "./service";

export const examCalls = [
  /** The exam lists of /certification/exam and /certification/carselect (grouped there by series). */
  publicCall({
    path: "pearson/examall",
    handle: (_input, { deps }) => examList(deps.db),
  }),

  /** The info pop-up: {subjectNum, zongFen, passScore, duration, cnt, joinNum, ...} by examId or kaoShiId. */
  publicCall({
    path: "Pearson/GetExamNewSys",
    input: ExamInfoSchema,
    handle: (input, { deps, user }) => examInfo(deps.db, user, input),
  }),
];
