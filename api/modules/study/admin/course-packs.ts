import { equalsInt, flag, isSet, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import { type CoursePackRow, PackOperatorSchema, packPagePath, STUDY_ADMIN_MSG } from "@/api/contract/study-admin";
import { httpError } from "@/api/protocol/errors";
import { coursePacks } from "@/db/schema/study";
import { findOptions } from "../../interest/service";
import { sendLetter } from "../../letters/service";
import { packFigures } from "./figures";
import { type Moderation, moderationRoutes } from "./moderation";
import { lockPack, setPackHidden } from "./queries";

const RESOURCE = "course-packs";
type Pack = typeof coursePacks.$inferSelect;

const FIELDS = [
  "id",
  "creatorId",
  "title",
  "memo",
  "treelist",
  "packScore",
  "hiddenAt",
  "hiddenReason",
  "deletedAt",
  "createdAt",
  "updatedAt",
] as const;

/** Flags as the form's switches and the list's ticks read them. */
function serialize(p: Pack) {
  return {
    ...pick(p, FIELDS),
    shared: p.shared === 1,
    recommended: p.recommended === 1,
    hidden: p.hiddenAt !== null,
    deleted: p.deletedAt !== null,
  };
}

/**
 * 学习包: every learner's packs with creator, published items, joins per channel and reviews. Operators recommend a
 * pack, set its interest tree and completion points (PUT), and hide or show it (routes below); they neither create
 * nor delete one (the creator's, docs/decisions/0035).
 */
export const coursePacksResource = defineResource<CoursePackRow>()({
  name: RESOURCE,
  table: coursePacks,
  sortable: {
    createdAt: coursePacks.createdAt,
    title: coursePacks.title,
    packScore: coursePacks.packScore,
    updatedAt: coursePacks.updatedAt,
  },
  filters: {
    q: search(coursePacks.title),
    creatorId: equalsInt(coursePacks.creatorId),
    recommended: flag(coursePacks.recommended),
    shared: flag(coursePacks.shared),
    hidden: isSet(coursePacks.hiddenAt),
    deleted: isSet(coursePacks.deletedAt),
  },
  serialize,
  figures: packFigures,
  update: {
    schema: PackOperatorSchema,
    values: async (input, { tx }) => {
      // No foreign key guards an int[] column: a write checks the options exist; one deleted later only stops matching.
      if ((await findOptions(tx, input.treelist)).length < input.treelist.length) {
        throw httpError(400, STUDY_ADMIN_MSG.treeGone, "treelist");
      }
      return { ...input, updatedAt: new Date() };
    },
  },
});

const packModeration: Moderation<Pack> = {
  resource: RESOURCE,
  already: STUDY_ADMIN_MSG.packHidden,
  notHidden: STUDY_ADMIN_MSG.packNotHidden,
  lock: lockPack,
  hide: async (tx, pack, reason) => {
    await sendLetter(tx, {
      userId: pack.creatorId,
      title: "学习包已被隐藏",
      content: `您创建的学习包《${pack.title}》已被平台隐藏，其他人暂时看不到它。原因：${reason}。如有疑问请联系客服。`,
      link: packPagePath(pack),
    });
    return setPackHidden(tx, pack.id, true, reason);
  },
  unhide: (tx, pack) => setPackHidden(tx, pack.id, false, ""),
  serialize,
};

/** `POST /admin/api/course-packs/:id/hide {reason}` (the creator gets a letter) and `…/unhide`. */
export const coursePackRoutes = moderationRoutes(packModeration);
