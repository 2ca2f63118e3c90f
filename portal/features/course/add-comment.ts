import { type CourseCommentInput, moocAddCommentCall } from "@/api/contract/course";
import type { Envelope } from "@/api/contract/protocol/client";
import { api } from "../../lib/api";

/** MoocTraining/AddComment; a refusal (您已评价过该课程) goes to `onFail` for the form to show. */
export const addComment = (input: CourseCommentInput, onFail: (env: Envelope) => void) => api.send(moocAddCommentCall, input, { onFail });
