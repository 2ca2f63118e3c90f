import type { Conn } from "@/db/client";
import { indexDocument, removeDocument } from "../../search/service";
import { expiredIndexedPositionIds, findPosition, positionIdsOfCompany } from "./queries";
import { takesApplications } from "./service";

/** The site search's type of a position (api/contract/search.ts SEARCH_TYPE_LABELS: 5 职位). */
const POSITION_DOC = 5;

/** A position's page: the search result's link. */
export const positionPath = (id: number) => `/ZhaoPin/Detail/${id}`;

/**
 * Keeps a position's search document in step with it: indexed while it is listed (open, not suspended, its company
 * not suspended, not expired), removed otherwise. Call it in the transaction of any change to a position (publish,
 * close, reopen, edit, suspend) or its company's suspension, whoever makes it; expired ones are swept by the minute
 * jobs (unindexExpiredPositions).
 */
export async function syncPositionSearch(db: Conn, positionId: number) {
  const row = await findPosition(db, positionId);
  if (!row || !takesApplications(row)) {
    await removeDocument(db, POSITION_DOC, positionId);
    return;
  }
  const { position: p, company } = row;
  await indexDocument(db, {
    type: POSITION_DOC,
    sourceId: p.id,
    title: `${p.name}（${company.companyName}）`,
    body: [p.positionType, p.province, p.city, p.tags.join(" "), p.description].filter(Boolean).join("\n"),
    byline: company.companyName,
    url: positionPath(p.id),
    visible: true,
  });
}

/** Every position of a company, after its suspension was set or lifted. */
export async function syncCompanyPositionsSearch(db: Conn, companyId: number) {
  for (const id of await positionIdsOfCompany(db, companyId)) await syncPositionSearch(db, id);
}

/** The minute jobs' sweep: positions that passed their expiry leave the search index. Answers how many left. */
export async function unindexExpiredPositions(db: Conn, now = new Date()) {
  const expired = await expiredIndexedPositionIds(db, POSITION_DOC, now);
  if (expired.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const id of expired) await removeDocument(tx, POSITION_DOC, id);
  });
  return expired.length;
}
