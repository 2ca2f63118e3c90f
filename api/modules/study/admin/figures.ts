import { maskMobile } from "@/api/contract/admin";
import { JOIN_SOURCES, type JoinsBySource } from "@/api/contract/study";
import type { Conn } from "@/db/client";
import type { coursePacks } from "@/db/schema/study";
import { packCounts, peopleRows } from "./queries";

/** People by id as the back office shows them to operators here: name and masked number. */
export async function peopleByIds(db: Conn, ids: number[]) {
  const rows = await peopleRows(db, ids);
  return new Map(rows.map((p) => [p.id, { name: p.chineseName, mobile: maskMobile(p.mobile) }]));
}

const noJoins = (): JoinsBySource => Object.fromEntries(JOIN_SOURCES.map((s) => [s, 0])) as JoinsBySource;

/**
 * Per pack of the page: its creator, published items (courseNum, as the portal counts them), members in all and per
 * channel, and reviews (hidden ones included, so an operator sees what was written). Four grouped reads for the page.
 */
export async function packFigures(db: Conn, rows: (typeof coursePacks.$inferSelect)[]) {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return new Map();
  const [people, { items, joins, replies }] = await Promise.all([
    peopleByIds(
      db,
      rows.map((r) => r.creatorId),
    ),
    packCounts(db, ids),
  ]);
  const courseNum = new Map(items.map((i) => [i.packId, i.n]));
  const replyNum = new Map(replies.map((r) => [r.packId, r.n]));
  const bySource = new Map(ids.map((id) => [id, noJoins()]));
  for (const j of joins) {
    const counts = bySource.get(j.packId);
    if (counts) counts[j.source as keyof JoinsBySource] = j.n;
  }
  return new Map(
    rows.map((r) => {
      const joinsBySource = bySource.get(r.id) ?? noJoins();
      return [
        r.id,
        {
          creatorName: people.get(r.creatorId)?.name ?? "",
          creatorMobile: people.get(r.creatorId)?.mobile ?? "",
          courseNum: courseNum.get(r.id) ?? 0,
          joinNum: Object.values(joinsBySource).reduce((a, b) => a + b, 0),
          joinsBySource,
          replyNum: replyNum.get(r.id) ?? 0,
        },
      ];
    }),
  );
}
