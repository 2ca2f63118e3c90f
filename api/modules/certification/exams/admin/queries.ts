import { and, arrayContains, arrayOverlaps, count, eq, inArray } from "drizzle-orm";
import type { PaperSection } from "@/api/contract/online-exam";
import type { Conn } from "@/db/client";
import { examQuestions } from "@/db/schema/certification/online-exams";

/** The exam's live (not retired) bank questions a random section may draw: its type, any of its tags, its difficulties. */
export async function countDrawable(conn: Conn, examId: number, section: Pick<PaperSection, "type" | "tags" | "difficulties">) {
  const [row] = await conn
    .select({ n: count() })
    .from(examQuestions)
    .where(
      and(
        arrayContains(examQuestions.examIds, [examId]),
        eq(examQuestions.type, section.type),
        eq(examQuestions.retired, 0),
        section.tags.length ? arrayOverlaps(examQuestions.tags, section.tags) : undefined,
        section.difficulties.length ? inArray(examQuestions.difficulty, section.difficulties) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Of these ids, the live questions that serve the exam, with their type. */
export function servingQuestions(conn: Conn, examId: number, ids: number[]) {
  return conn
    .select({ id: examQuestions.id, type: examQuestions.type })
    .from(examQuestions)
    .where(and(inArray(examQuestions.id, ids), arrayContains(examQuestions.examIds, [examId]), eq(examQuestions.retired, 0)));
}
