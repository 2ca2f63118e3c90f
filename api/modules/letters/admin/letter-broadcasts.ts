import { and, arrayContains, eq, type SQL, sql } from "drizzle-orm";
import { equalsText, search } from "@/api/admin/filters";
import { defineResource, type WriteContext } from "@/api/admin/resource";
import { type LetterBroadcast, LetterBroadcastSchema } from "@/api/contract/letters-admin";
import { httpError } from "@/api/protocol/errors";
import { rowsOf } from "@/db/rows";
import { AUDIENCES, letterBroadcasts, letters, users } from "@/db/schema";

function recipientsOf(input: LetterBroadcast): SQL | undefined {
  const active = eq(users.disabled, 0);
  if (input.audience === "user") return and(active, eq(users.id, input.userId!));
  if (input.audience === "role") return and(active, arrayContains(users.roles, [input.role!]));
  return active;
}

/**
 * Writes one letter per recipient in a single INSERT … SELECT inside the resource's transaction, so a letter to
 * every account is one statement however many there are, and the broadcast row counts exactly who got it.
 */
async function send(input: LetterBroadcast, { tx, admin }: WriteContext) {
  const sent = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into ${letters} (user_id, title, content, link)
      select ${users.id}, ${input.title}, ${input.content}, ${input.link} from ${users} where ${recipientsOf(input)}
      returning id`),
  );
  if (input.audience === "user" && sent.length === 0) throw httpError(400, "该用户不存在或已停用", "userId");
  return {
    audience: input.audience,
    userId: input.audience === "user" ? input.userId : null,
    role: input.audience === "role" ? input.role : null,
    title: input.title,
    content: input.content,
    link: input.link,
    recipients: sent.length,
    sentBy: admin.id,
  };
}

/** 站内信: letters operators send to one person, a role or everyone; sent letters are kept as they were. */
export const letterBroadcastsResource = defineResource({
  name: "letter-broadcasts",
  table: letterBroadcasts,
  sortable: { createdAt: letterBroadcasts.createdAt, recipients: letterBroadcasts.recipients },
  filters: { q: search(letterBroadcasts.title), audience: equalsText(letterBroadcasts.audience, AUDIENCES) },
  serialize: (b) => ({
    id: b.id,
    audience: b.audience,
    userId: b.userId,
    role: b.role,
    title: b.title,
    content: b.content,
    link: b.link,
    recipients: b.recipients,
    sentBy: b.sentBy,
    createdAt: b.createdAt,
  }),
  create: { schema: LetterBroadcastSchema, values: send },
});
