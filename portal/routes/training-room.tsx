import { createRoute } from "@tanstack/react-router";
import type { RoomKind } from "../features/training/enter-room";
import { ApiError } from "../lib/api";
import { orRedirect } from "../lib/route-guard";
import { rootRoute } from "./root";

/** Asks for the room's link when the page opens (a visitor goes to the login page); a refusal is shown, not thrown. */
const loadRoom =
  (kind: RoomKind) =>
  async ({ params, location }: { params: { strId: string }; location: { href: string } }) => {
    const { enterRoom } = await import("../features/training/enter-room");
    try {
      const room = await orRedirect(enterRoom(kind, params.strId), location.href);
      return { url: room.url, refusal: "" };
    } catch (error) {
      if (error instanceof ApiError) return { url: "", refusal: error.message };
      throw error;
    }
  };

// Asking records a visit: only when the page is really opened, never on a hover (preload: false).
export const trainingLiveRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/training/Live/$strId",
  preload: false,
  loader: loadRoom("live"),
}).lazy(() => import("./training-room.lazy").then((m) => m.trainingLiveLazyRoute));

export const trainingReviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/training/Review/$strId",
  preload: false,
  loader: loadRoom("replay"),
}).lazy(() => import("./training-room.lazy").then((m) => m.trainingReviewLazyRoute));
