import type { StepParent } from "../../components/step-screens";

/** A stage belongs to its growth plan. */
export const GROW_PLAN: StepParent = { source: "planId", reference: "grow-plans", optionText: "name" };
