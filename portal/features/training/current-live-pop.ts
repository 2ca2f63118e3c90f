import { api } from "../../lib/api";
import type { TrainingItem } from "./training-item";

/** training/GetCurrentLiveingPop: the live session the signed-in person signed up for, live now, or null. */
export const fetchCurrentLivePop = () => api.query<TrainingItem | null>("training/GetCurrentLiveingPop");
