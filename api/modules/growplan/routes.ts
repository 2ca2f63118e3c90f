import {
  growPlanGetUserTaskStatusCall,
  growPlanLearnRecordCall,
  growPlanPlanListCall,
  growPlanSpecialExam3Call,
  growPlanStartCall,
} from "@/api/contract/growplan";
import { loginCall } from "../../protocol/call";
import { readLearnRecord, readPlanList, readSpecialExams, startPlan, userTaskStatus } from "./service";

/** The growth plan (spec 001 sections 2, 3, 5, 7): every call is the signed-in person's own. */
export const growPlanCalls = [
  /** /growplan/start: post (or 自定义), stage and industry pick the person's plan. */
  loginCall(growPlanStartCall, { handle: (input, { deps, user }) => startPlan(deps.db, user.id, input) }),

  /** /growplan/planlist: stages and tasks with the person's status; without a choice, 302 to /growplan/start. */
  loginCall(growPlanPlanListCall, { handle: (input, { deps, user }) => readPlanList(deps.db, user.id, input) }),

  loginCall(growPlanGetUserTaskStatusCall, { handle: (input, { deps, user }) => userTaskStatus(deps.db, user.id, input.taskId) }),

  /** The learn record: study time per day and course, a month at a time. */
  loginCall(growPlanLearnRecordCall, { handle: (input, { deps, user }) => readLearnRecord(deps.db, user.id, input) }),

  loginCall(growPlanSpecialExam3Call, { handle: (input, { deps, user }) => readSpecialExams(deps.db, user.id, input.planId) }),
];
