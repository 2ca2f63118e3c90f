import type { Conn } from "@/db/client";
import { indexDocument, removeDocument } from "./service";
import { lecturerText } from "./training-documents";

const COURSE = 2;

type Indexed = { id: number; strId: string; title: string; summary: string; lecturer: string; published: number };

/** Keeps a course's search document in step with it (an unpublished one is not found); call in the transaction of the write. */
export async function indexCourse(tx: Conn, c: Indexed) {
  await indexDocument(tx, {
    type: COURSE,
    sourceId: c.id,
    title: c.title,
    body: c.summary,
    byline: lecturerText(c.lecturer),
    url: `/MoocTraining/Detail/${c.strId}`,
    visible: c.published === 1,
  });
}

export async function unindexCourse(tx: Conn, id: number) {
  await removeDocument(tx, COURSE, id);
}
