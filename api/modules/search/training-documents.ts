import type { Conn } from "@/db/client";
import { indexDocument, removeDocument } from "./service";

const LIVE = 1;

type Indexed = { id: number; strId: string; title: string; descripts: string; lecturer: string; published: number };

/** The lecturers' names and titles from the JSON the portal parses: people search a session by who gives it. */
export function lecturerText(json: string) {
  try {
    const list = JSON.parse(json) as { name?: string; title?: string }[];
    return Array.isArray(list) ? list.map((p) => [p.name, p.title].filter(Boolean).join(" ")).join(" ") : "";
  } catch {
    return "";
  }
}

/** Keeps a live session's search document in step with it; call in the transaction of the write. */
export async function indexTraining(tx: Conn, t: Indexed) {
  await indexDocument(tx, {
    type: LIVE,
    sourceId: t.id,
    title: t.title,
    body: t.descripts,
    byline: lecturerText(t.lecturer),
    url: `/Training/Detail/${t.strId}`,
    visible: t.published === 1,
  });
}

export async function unindexTraining(tx: Conn, id: number) {
  await removeDocument(tx, LIVE, id);
}
