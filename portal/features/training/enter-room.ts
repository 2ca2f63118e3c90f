import { api } from "../../lib/api";

export type RoomKind = "live" | "replay";

/** training/Live or training/Review {strId}: the room's link; url '' while the course is still being published. */
export const enterRoom = (kind: RoomKind, strId: string) =>
  api.query<{ url: string; title: string }>(kind === "live" ? "training/Live" : "training/Review", { strId });
