import { ActivityStepSchema } from "@/api/contract/activity-admin";
import { StepCreate as SharedStepCreate, StepEdit as SharedStepEdit } from "../../components/step-screens";
import { ACTIVITY } from "./parent";

export const StepCreate = () => <SharedStepCreate schema={ActivityStepSchema} parent={ACTIVITY} />;
export const StepEdit = () => <SharedStepEdit schema={ActivityStepSchema} parent={ACTIVITY} />;
