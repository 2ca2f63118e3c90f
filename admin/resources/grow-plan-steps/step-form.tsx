import { GrowPlanStepSchema } from "@/api/contract/growplan-admin";
import { StepCreate, StepEdit } from "../../components/step-screens";
import { GROW_PLAN } from "./parent";

export const GrowStepCreate = () => <StepCreate schema={GrowPlanStepSchema} parent={GROW_PLAN} sortMin={0} />;
export const GrowStepEdit = () => <StepEdit schema={GrowPlanStepSchema} parent={GROW_PLAN} sortMin={0} />;
