import { equalsInt, isSet, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import { type CoursePackReplyRow, packPagePath, STUDY_ADMIN_MSG } from "@/api/contract/study-admin";
import type { Conn } from "@/db/client";
import { coursePackReplies } from "@/db/schema/study";
import { sendLetter } from "../../letters/service";
import { peopleByIds } from "./figures";
import { type Moderation, moderationRoutes } from "./moderation";
import { lockReply, packTitles, setReplyHidden } from "./queries";

const RESOURCE = "course-pack-replies";
type Reply = typeof coursePackReplies.$inferSelect;

const serialize = (r: Reply) => ({
  ...pick(r, ["id", "packId", "userId", "content", "score", "hiddenAt", "createdAt"]),
  hidden: r.hiddenAt !== null,
});

/** Each review's pack title and author (name, masked number), for the page's rows only. */
async function replyFigures(db: Conn, rows: Reply[]) {
  const [people, title] = await Promise.all([
    peopleByIds(
      db,
      rows.map((r) => r.userId),
    ),
    packTitles(
      db,
      rows.map((r) => r.packId),
    ),
  ]);
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
export const coursePackRepliesResource = defineResource<CoursePackReplyRow>()({
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

const replyModeration: Moderation<Reply> = {
  resource: RESOURCE,
  already: STUDY_ADMIN_MSG.replyHidden,
  notHidden: STUDY_ADMIN_MSG.replyNotHidden,
  lock: lockReply,
  hide: async (tx, reply, reason) => {
    const title = (await packTitles(tx, [reply.packId])).get(reply.packId);
    await sendLetter(tx, {
      userId: reply.userId,
      title: "学习包评价已被隐藏",
      content: `您对学习包《${title ?? ""}》的评价已被平台隐藏。原因：${reason}。如有疑问请联系客服。`,
      link: title === undefined ? "" : packPagePath({ id: reply.packId, title }),
    });
    return setReplyHidden(tx, reply.id, true);
  },
  unhide: (tx, reply) => setReplyHidden(tx, reply.id, false),
  serialize,
};

/** `POST /admin/api/course-pack-replies/:id/hide {reason}` (the author gets a letter) and `…/unhide`. */
export const coursePackReplyRoutes = moderationRoutes(replyModeration);
