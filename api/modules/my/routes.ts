import { myEditInterestCall, myUserinfoCall } from "@/api/contract/my";
import { myMycourseCall, myTrainingattendCall } from "@/api/contract/my-courses";
import { myRadarCall } from "@/api/contract/my-credits";
import { myCloseAccountCall, myEditCall, myExportDataCall, myUpdateMobileCall, PROFILE_MSG } from "@/api/contract/my-profile";
import { loginCall, reply } from "../../protocol/call";
import { readUserInfo } from "../account/profile";
import { myCoursePage } from "../course/my-courses";
import { attendedTrainingPage } from "../training/service";
import { exportMyData } from "./export";
import { closeAccount, saveProfile, updateMobile } from "./profile";
import { readRadar } from "./radar";
import { saveInterestProfile } from "./service";

export const myCalls = [
  /** The interest page (/user/interest) saves the person's name, company and industry. */
  loginCall(myEditInterestCall, {
    async handle(input, { deps, user }) {
      await saveInterestProfile(deps.db, user.id, input);
      return reply(null, "保存成功");
    },
  }),

  loginCall(myUserinfoCall, {
    handle: (_input, { deps, user }) => readUserInfo(deps.db, user.id),
  }),

  /** /my/edit: the profile every other form prefills from. */
  loginCall(myEditCall, {
    async handle(input, { deps, user }) {
      await saveProfile(deps.db, user.id, input);
      return reply(null, PROFILE_MSG.saved);
    },
  }),

  /** The code went to the new number; other devices sign out once it is moved. */
  loginCall(myUpdateMobileCall, {
    async handle(input, { deps, c, user }) {
      await updateMobile(deps, c, user, input);
      return reply(null, PROFILE_MSG.mobileChanged);
    },
  }),

  /** Everything held about the person, as one JSON archive (PIPL). */
  loginCall(myExportDataCall, {
    handle: (_input, { deps, user }) => exportMyData(deps.db, user.id),
  }),

  /** Closes the account: personal data erased, every session ended (docs/decisions/0029). */
  loginCall(myCloseAccountCall, {
    async handle(_input, { deps, c, user }) {
      await closeAccount(deps, c, user.id);
      return reply(null, "账号已注销");
    },
  }),

  /** /my/mycourse: its own list call {currentPage, type: 1 studying, 2 finished, 3 collected}. */
  loginCall(myMycourseCall, {
    handle: (input, { deps, user }) => myCoursePage(deps.db, user.id, input),
  }),

  /** /my/trainingattend: the live sessions the person signed up for. */
  loginCall(myTrainingattendCall, {
    handle: (input, { deps, user }) => attendedTrainingPage(deps.db, user.id, input),
  }),

  /** /my/radar: My/Radar, the 10 skill axes from what the person finished. */
  loginCall(myRadarCall, {
    handle: (_input, { deps, user }) => readRadar(deps.db, user.id),
  }),
];
