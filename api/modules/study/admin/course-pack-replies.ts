import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { equalsInt, isSet, search } from "@/api/admin/filters";
import { defineResource, type UntypedRow } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import { packPagePath, STUDY_ADMIN_MSG } from "@/api/contract/study-admin";
import type { Conn, Tx } from "@/db/client";
import { coursePackReplies, coursePacks } from "@/db/schema/study";
import { sendLetter } from "../../letters/service";
import { peopleByIds } from "./figures";
import { type Moderation, moderationRoutes } from "./moderation";

const RESOURCE = "course-pack-replies";
type Reply = typeof coursePackReplies.$inferSelect;

const serialize = (r: Reply) => ({
  ...pick(r, ["id", "packId", "userId", "content", "score", "hiddenAt", "createdAt"]),
  hidden: r.hiddenAt !== null,
});

/** Each review's pack title and author (name, masked number), for the page's rows only. */
async function replyFigures(db: Conn, rows: Reply[]) {
  const [people, packs] = await Promise.all([
    peopleByIds(
      db,
      rows.map((r) => r.userId),
    ),
    rows.length
      ? db
          .select({ id: coursePacks.id, title: coursePacks.title })
          .from(coursePacks)
          .where(inArray(coursePacks.id, [...new Set(rows.map((r) => r.packId))]))
      : [],
  ]);
  const title = new Map(packs.map((p) => [p.id, p.title]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        packTitle: title.get(r.packId) ?? "",
        authorName: people.get(r.userId)?.name ?? "",
        authorMobile: people.get(r.userId)?.mobile ?? "",
      },
    ]),
  );
}

/** 学习包评价: members' reviews with their stars; an operator hides one (its author gets a letter) or shows it again. The text is never edited. */
export const coursePackRepliesResource = defineResource<UntypedRow>()({
  name: RESOURCE,
  table: coursePackReplies,
  sortable: { createdAt: coursePackReplies.createdAt, score: coursePackReplies.score },
  filters: {
    q: search(coursePackReplies.content),
    packId: equalsInt(coursePackReplies.packId),
    userId: equalsInt(coursePackReplies.userId),
    score: equalsInt(coursePackReplies.score),
    hidden: isSet(coursePackReplies.hiddenAt),
  },
  serialize,
  figures: replyFigures,
});

async function setHidden(tx: Tx, id: number, hide: boolean) {
  const [row] = await tx
    .update(coursePackReplies)
    .set({ hiddenAt: hide ? new Date() : null })
    .where(and(eq(coursePackReplies.id, id), hide ? isNull(coursePackReplies.hiddenAt) : isNotNull(coursePackReplies.hiddenAt)))
    .returning();
  return row;
}

const replyModeration: Moderation<Reply> = {
  resource: RESOURCE,
  already: STUDY_ADMIN_MSG.replyHidden,
  notHidden: STUDY_ADMIN_MSG.replyNotHidden,
  lock: async (tx, id) => (await tx.select().from(coursePackReplies).where(eq(coursePackReplies.id, id)).for("update"))[0],
  hide: async (tx, reply, reason) => {
    const [pack] = await tx
      .select({ id: coursePacks.id, title: coursePacks.title })
      .from(coursePacks)
      .where(eq(coursePacks.id, reply.packId));
    await sendLetter(tx, {
      userId: reply.userId,
      title: "学习包评价已被隐藏",
      content: `您对学习包《${pack?.title ?? ""}》的评价已被平台隐藏。原因：${reason}。如有疑问请联系客服。`,
      link: pack ? packPagePath(pack) : "",
    });
    return setHidden(tx, reply.id, true);
  },
  unhide: (tx, reply) => setHidden(tx, reply.id, false),
  serialize,
};

/** `POST /admin/api/course-pack-replies/:id/hide {reason}` (the author gets a letter) and `…/unhide`. */
export const coursePackReplyRoutes = moderationRoutes(replyModeration);
