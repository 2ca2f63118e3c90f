import {
  learningGetSpecialListCall,
  moocGetSpecialCall,
  moocSpecialTabsCourseCall,
  moocSpecialTabsZhiboCall,
} from "@/api/contract/special";
import { publicCall } from "../../protocol/call";
import { specialHead, specialPage, specialTabCourses, specialTabTrainings } from "./service";

/** The special columns' list (/Learning/Special) and the special tabs page (/MoocTraining/SpecialTabs/{id}). */
export const specialCalls = [
  publicCall(learningGetSpecialListCall, { handle: (input, { deps }) => specialPage(deps.db, input) }),
  publicCall(moocGetSpecialCall, { handle: (input, { deps }) => specialHead(deps.db, input) }),
  publicCall(moocSpecialTabsCourseCall, { handle: (input, { deps }) => specialTabCourses(deps.db, input) }),
  publicCall(moocSpecialTabsZhiboCall, { handle: (input, { deps }) => specialTabTrainings(deps.db, input) }),
];
