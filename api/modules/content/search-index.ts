import type { Conn } from "@/db/client";
import { contentPath, parseTags } from "../../contract/content";
import { indexDocument, removeDocument } from "../search/service";

/** Site search labels every library item type 3 (article), keyed by its id, which is unique across the libraries. */
const ARTICLE = 3;

type Indexed = { id: number; kind: string; title: string; summary: string; body: string; tags: string; published: boolean };

/** Keeps an item's search document in step with it; call in the transaction of the write. */
export async function indexContent(tx: Conn, item: Indexed) {
  await indexDocument(tx, {
    type: ARTICLE,
    sourceId: item.id,
    title: item.title,
    body: [item.summary, parseTags(item.tags).join(" "), item.body].filter(Boolean).join("\n"),
    url: contentPath(item.kind, item.id),
    visible: item.published,
  });
}

export async function unindexContent(tx: Conn, id: number) {
  await removeDocument(tx, ARTICLE, id);
}
