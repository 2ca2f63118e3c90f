import { describe, expect, test } from "bun:test";
import type { CourseDetail, CourseLesson } from "@/api/contract/course";
import { nextLesson, pickLesson } from "../lesson-order";

const lesson = (id: number): CourseLesson => ({
  id,
  title: `课时${id}`,
  kind: "video",
  duration: 60,
  url: "",
  position: 0,
  watched: 0,
  finished: 0,
});

const course = {
  resumeLessonId: 3,
  chapters: [
    { id: 1, title: "一", lessons: [lesson(1), lesson(2)] },
    { id: 2, title: "二", lessons: [lesson(3)] },
  ],
} as CourseDetail;

describe("lesson order", () => {
  test("the address's lesson when it is the course's, else the server's suggestion", () => {
    expect(pickLesson(course, 2)?.id).toBe(2);
    expect(pickLesson(course, 99)?.id).toBe(3);
    expect(pickLesson(course, undefined)?.id).toBe(3);
    expect(pickLesson({ ...course, resumeLessonId: 0 }, undefined)?.id).toBe(1);
  });

  test("the next lesson crosses into the next chapter and ends after the last", () => {
    expect(nextLesson(course, 2)?.id).toBe(3);
    expect(nextLesson(course, 3)).toBeUndefined();
  });
});
