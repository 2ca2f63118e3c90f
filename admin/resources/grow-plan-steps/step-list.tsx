import { StepList } from "../../components/step-screens";
import { GROW_PLAN } from "./parent";

export const GrowStepList = () => <StepList parent={GROW_PLAN} search sortLine />;
