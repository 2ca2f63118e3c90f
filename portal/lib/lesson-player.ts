import type { ReactNode } from "react";

/**
 * What the study page's player lets other features do (lesson notes pin to its second and seek to one): the course
 * feature owns the <video>, the route hands this to the notes and questions beside it.
 */
export type LessonPlayer = { currentSecond(): number; seek(second: number): void };

/** The lesson open on the study page, for the panels a route sets beside and under the player. */
export type StudyContext = {
  courseId: string;
  courseTitle: string;
  lessonId: number;
  /** The video's control, or null for a document lesson (notes then pin to second 0). */
  player: { current: LessonPlayer | null };
  /** Opens a lesson of the course at a second (the study page's own address, `?lesson=&t=`). */
  open(lessonId: number, second: number): void;
};

/** The route's panels: `side` under the chapters, `below` under the player. */
export type StudyPanels = (ctx: StudyContext) => { side?: ReactNode; below?: ReactNode };
