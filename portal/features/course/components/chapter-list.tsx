import type { CourseChapter } from "@/api/contract/course";
import { AppLink } from "@/portal/components/app-link";
import { LessonRow } from "./lesson-row";

type Props = {
  chapters: CourseChapter[];
  signedIn: boolean;
  /** Each lesson's link (the study page at that lesson). */
  href: (lessonId: number) => string;
  /** The lesson playing on the study page. */
  current?: number;
};

/** 目录: chapters with their lessons, each a link to study it. */
export function ChapterList({ chapters, signedIn, href, current }: Props) {
  return (
    <ol className="chapter-list">
      {chapters.map((chapter, i) => (
        <li key={chapter.id} className="chapter-list__chapter">
          <h3 className="chapter-list__title">
            第{i + 1}章 {chapter.title}
          </h3>
          <ol className="chapter-list__lessons">
            {chapter.lessons.map((lesson) => (
              <li key={lesson.id}>
                <AppLink className="lesson-row" href={href(lesson.id)} aria-current={lesson.id === current ? "true" : undefined}>
                  <LessonRow lesson={lesson} signedIn={signedIn} />
                </AppLink>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
