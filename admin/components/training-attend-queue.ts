import type { ReviewQueue } from "./review-buttons";

/** A rejection here also hands the place to the next person waiting, which its confirmation says. */
export const TRAINING_ATTEND_QUEUE: ReviewQueue = {
  resource: "training-attends",
  parentKey: "trainingId",
  texts: "app.trainings",
  rejectContent: "app.trainings.reject_content",
};
