import {
  learningGetCourseCenterListCall,
  moocAddCommentCall,
  moocCollectCall,
  moocDetailCall,
  moocGetCommentListCall,
  moocGetMyStudyingCall,
  moocHeartbeatCall,
  moocStudyNewCall,
} from "@/api/contract/course";
import { moocCenter3Call, moocCertification3Call, moocCertificationCall } from "@/api/contract/course-catalogue";
import { loginCall, publicCall, reply } from "../../protocol/call";
import { courseCenterPage, myStudying } from "./catalogue";
import { center3Page } from "./center3";
import { certificationPage } from "./certification-list";
import { collectCourse } from "./collect";
import { addComment, commentPage } from "./comments";
import { courseDetail, studyCourse } from "./detail";
import { heartbeat } from "./heartbeat";
import { courseQuizCalls } from "./quiz/routes";

/** The on-demand course pages (/MoocTraining/...) and the course center's list (learning/GetCourseCenterList). */
export const courseCalls = [
  publicCall(moocDetailCall, {
    handle: (input, { deps, user }) => courseDetail(deps.db, user, input.id),
  }),

  /** Opening the study page begins the course. */
  loginCall(moocStudyNewCall, {
    handle: (input, { deps, user }) => studyCourse(deps.db, user, input.id),
  }),

  loginCall(moocHeartbeatCall, {
    handle: (input, { deps, user }) => heartbeat(deps.db, user.id, input),
  }),

  publicCall(moocGetCommentListCall, {
    handle: (input, { deps, user }) => commentPage(deps.db, user, input),
  }),

  loginCall(moocAddCommentCall, {
    handle: async (input, { deps, user }) => reply(await addComment(deps.db, user, input), "评价成功"),
  }),

  loginCall(moocCollectCall, {
    handle: async (input, { deps, user }) => {
      await collectCourse(deps.db, user.id, input.id, input.collect === 1);
      return reply(null, input.collect === 1 ? "收藏成功" : "已取消收藏");
    },
  }),

  loginCall(moocGetMyStudyingCall, {
    handle: (_input, { deps, user }) => myStudying(deps.db, user.id),
  }),

  /** Visitors browse; a signed-in person also sees what they finished (isLearned). */
  ...[moocCertificationCall, moocCertification3Call].map((call) =>
    publicCall(call, {
      handle: (input, { deps, user }) => certificationPage(deps.db, user?.id ?? null, input),
    }),
  ),

  publicCall(moocCenter3Call, {
    handle: (input, { deps }) => center3Page(deps.db, input),
  }),

  /** The course center (/Learning/List): published courses with the catalogue filters (the options come with Center3). */
  publicCall(learningGetCourseCenterListCall, {
    handle: (input, { deps }) => courseCenterPage(deps.db, input),
  }),

  ...courseQuizCalls,
];
