import type { SQLWrapper } from "drizzle-orm";
import { equalsText, search } from "@/api/admin/filters";
import { defineResource, type WriteContext } from "@/api/admin/resource";
import { AUDIENCES, type LetterBroadcast, type LetterBroadcastRow, LetterBroadcastSchema } from "@/api/contract/letters-admin";
import { pick } from "@/api/contract/pick";
import { httpError } from "@/api/protocol/errors";
import { letterBroadcasts } from "@/db/schema/letters/letters";
import { broadcastLetters } from "../queries";

/** The active accounts a broadcast reaches, as a subquery of ids: the account module's, handed in (account sends letters). */
export type BroadcastAudience = (input: LetterBroadcast) => SQLWrapper;

/**
 * Writes one letter per recipient in a single INSERT … SELECT inside the resource's transaction, so a letter to
 * every account is one statement however many there are, and the broadcast row counts exactly who got it.
 */
const send =
  (audienceOf: BroadcastAudience) =>
  async (input: LetterBroadcast, { tx, admin }: WriteContext) => {
    const sent = await broadcastLetters(tx, input, audienceOf(input));
    if (input.audience === "user" && sent === 0) throw httpError(400, "该用户不存在或已停用", "userId");
    return {
      audience: input.audience,
      userId: input.audience === "user" ? input.userId : null,
      role: input.audience === "role" ? input.role : null,
      title: input.title,
      content: input.content,
      link: input.link,
      recipients: sent,
      sentBy: admin.id,
    };
  };

/** 站内信: letters operators send to one person, a role or everyone; sent letters are kept as they were. */
export const letterBroadcastsResource = (audienceOf: BroadcastAudience) =>
  defineResource<LetterBroadcastRow>()({
    name: "letter-broadcasts",
    table: letterBroadcasts,
    sortable: { createdAt: letterBroadcasts.createdAt, recipients: letterBroadcasts.recipients },
    filters: { q: search(letterBroadcasts.title), audience: equalsText(letterBroadcasts.audience, AUDIENCES) },
    serialize: (b) => pick(b, ["id", "audience", "userId", "role", "title", "content", "link", "recipients", "sentBy", "createdAt"]),
    create: { schema: LetterBroadcastSchema, values: send(audienceOf) },
  });
