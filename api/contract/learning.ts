import { defineCall } from "./call";
import { HomeLiveListSchema, type TrainingItem, type TrainingPage, TrainingPagerSchema } from "./training";

/* The calls (the server's learning module). */
/** The home page's sessions, those not yet ended first. */
export const learningGetHomeLiveListCall = defineCall({ path: "learning/GetHomeLiveList", input: HomeLiveListSchema }).returns<
  TrainingItem[]
>();
export const learningGetCourseLiveListCall = defineCall({
  path: "learning/GetCourseLiveList",
  input: TrainingPagerSchema,
}).returns<TrainingPage>();
