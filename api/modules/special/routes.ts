import { moocGetSpecialCall, moocSpecialTabsCourseCall, moocSpecialTabsZhiboCall } from "@/api/contract/special";
import { publicCall } from "../../protocol/call";
import { specialHead, specialTabCourses, specialTabTrainings } from "./service";

/** The special tabs page (/MoocTraining/SpecialTabs/{id}); the list of special columns is learning/GetSpecialList. */
export const specialCalls = [
  publicCall(moocGetSpecialCall, { handle: (input, { deps }) => specialHead(deps.db, input) }),
  publicCall(moocSpecialTabsCourseCall, { handle: (input, { deps }) => specialTabCourses(deps.db, input) }),
  publicCall(moocSpecialTabsZhiboCall, { handle: (input, { deps }) => specialTabTrainings(deps.db, input) }),
];
