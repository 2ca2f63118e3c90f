import { trainingGetCurrentLiveingPopCall } from "@/api/contract/training";
import { api } from "../../lib/api";

/** training/GetCurrentLiveingPop: the live session the signed-in person signed up for, live now, or null. */
export const fetchCurrentLivePop = () => api.query(trainingGetCurrentLiveingPopCall);
