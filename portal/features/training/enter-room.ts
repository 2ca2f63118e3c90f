import { trainingLiveCall, trainingReviewCall } from "@/api/contract/training";
import { api } from "../../lib/api";

export type RoomKind = "live" | "replay";

/** training/Live or training/Review {strId}: the room's link; url '' while the course is still being published. */
export const enterRoom = (kind: RoomKind, strId: string) => api.query(kind === "live" ? trainingLiveCall : trainingReviewCall, { strId });
