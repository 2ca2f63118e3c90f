import type { AdminModule } from "@/api/admin/module";
import { coursePackItemsResource } from "./course-pack-items";
import { coursePackRepliesResource, coursePackReplyRoutes } from "./course-pack-replies";
import { coursePackRoutes, coursePacksResource } from "./course-packs";

/** The back office of course packs: packs (recommend, points, interest tree, hide), their items, and review moderation. */
export const studyAdmin: AdminModule = {
  resources: [coursePacksResource, coursePackItemsResource, coursePackRepliesResource],
  routes: { "course-packs": coursePackRoutes, "course-pack-replies": coursePackReplyRoutes },
};
