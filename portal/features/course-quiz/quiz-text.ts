import type { CourseQuizBrief } from "@/api/contract/course-quiz";

/** 章节测验 or 结业测验 (the course's final quiz). */
export const quizKindText = (quiz: Pick<CourseQuizBrief, "chapterId">) => (quiz.chapterId === null ? "结业测验" : "章节测验");

/** The course's detail page, where 返回课程 goes. */
export const courseHref = (strId: string) => `/MoocTraining/Detail/${encodeURIComponent(strId)}`;
