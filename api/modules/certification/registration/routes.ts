import { MAX_PHOTO_CHARS } from "@/api/contract/camera-photo";
import { EXAM_MSG } from "@/api/contract/certification-exams";
import { pearsonEditCompanyNameCall, pearsonExamAddCall, pearsonExamUserCheckCall } from "@/api/contract/certification-registration";
import { loginCall, reply } from "@/api/protocol/call";
import { setCompanyName } from "../../account/profile";
import { checkCamera } from "./camera-check";
import { registerForExam } from "./register";

export const registrationCalls = [
  /** Where the candidate goes next (spec 001 section 4 "Exam flow"). */
  loginCall(pearsonExamAddCall, {
    async handle(input, { c, deps, user }) {
      const result = await registerForExam(deps, user, input, c.req.header("user-agent") ?? "");
      return reply({ url: result.url, id: result.id, status: result.status }, result.msg);
    },
  }),

  /** The pay page once the photo is taken; an empty url with the message when it is not valid. */
  loginCall(pearsonExamUserCheckCall, {
    maxBytes: MAX_PHOTO_CHARS + 64 * 1024,
    handle: (input, { deps, user }) => checkCamera(deps, user, input),
  }),

  loginCall(pearsonEditCompanyNameCall, {
    async handle(input, { deps, user }) {
      await setCompanyName(deps.db, user.id, input.companyName);
      return reply(null, EXAM_MSG.companyDone);
    },
  }),
];
