import type { Conn } from "@/db/client";
import { indexDocument, removeDocument } from "../search/service";

/** Site search labels help center entries type 4, keyed by the entry's id. */
const HELP_ENTRY = 4;

type Indexed = { id: number; question: string; answer: string; published: number };

/** Keeps an entry's search document in step with it; call in the transaction of the write. */
export async function indexHelpEntry(tx: Conn, entry: Indexed) {
  await indexDocument(tx, {
    type: HELP_ENTRY,
    sourceId: entry.id,
    title: entry.question,
    body: entry.answer,
    url: `/Help/Center?id=${entry.id}`,
    visible: entry.published === 1,
  });
}

export async function unindexHelpEntry(tx: Conn, id: number) {
  await removeDocument(tx, HELP_ENTRY, id);
}
