import type { StepParent } from "../../components/step-screens";

/** A special topic's steps belong to its activity. */
export const ACTIVITY: StepParent = { source: "activityId", reference: "activities", optionText: "title" };
