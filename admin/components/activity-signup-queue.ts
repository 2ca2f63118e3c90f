import type { ReviewQueue } from "./review-buttons";

export const ACTIVITY_SIGNUP_QUEUE: ReviewQueue = {
  resource: "activity-signups",
  parentKey: "activityId",
  texts: "app.activities",
  rejectContent: "app.signups.reject_content",
};
