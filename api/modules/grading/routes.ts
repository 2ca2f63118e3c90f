import { GRADE_MSG, trainingEventGetGradeCall, trainingEventGradeCall } from "@/api/contract/grading";
import { loginCall, reply } from "../../protocol/call";
import { gradePage, submitGrade } from "./service";

/** Training-event grading (spec 001 sections 2, 5 "Grading", 7): the page's questions and the submission, signed-in only. */
export const gradingCalls = [
  loginCall(trainingEventGetGradeCall, { handle: (input, { deps, user }) => gradePage(deps.db, user.id, input.eventId) }),
  loginCall(trainingEventGradeCall, {
    handle: async (input, { deps, user }) => reply(await submitGrade(deps.db, user.id, input), GRADE_MSG.done),
  }),
];
