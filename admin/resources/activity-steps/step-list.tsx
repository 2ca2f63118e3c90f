import { StepList as SharedStepList } from "../../components/step-screens";
import { ACTIVITY } from "./parent";

export const StepList = () => <SharedStepList parent={ACTIVITY} />;
