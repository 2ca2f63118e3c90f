import type { CourseChapter } from "@/api/contract/course";
import { type CourseQuizBrief, courseQuizPath } from "@/api/contract/course-quiz";
import { AppLink } from "@/portal/components/app-link";
import { LessonRow } from "./lesson-row";
import { QuizRow } from "./quiz-row";

type Props = {
  courseId: string;
  chapters: CourseChapter[];
  /** The course's 结业测验, after the last chapter. */
  finalQuiz: CourseQuizBrief | null;
  signedIn: boolean;
  /** Each lesson's link (the study page at that lesson). */
  href: (lessonId: number) => string;
  /** The lesson playing on the study page. */
  current?: number;
};

/** A quiz's entry: its page, where a visitor is sent to sign in first. */
function QuizEntry({ courseId, quiz, signedIn }: { courseId: string; quiz: CourseQuizBrief; signedIn: boolean }) {
  return (
    <AppLink className="lesson-row lesson-row--quiz" href={courseQuizPath(courseId, quiz.id)}>
      <QuizRow quiz={quiz} signedIn={signedIn} />
    </AppLink>
  );
}

/** 目录: chapters with their lessons, each a link to study it, then the chapter's quiz; the final quiz at the end. */
export function ChapterList({ courseId, chapters, finalQuiz, signedIn, href, current }: Props) {
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
            {chapter.quiz && (
              <li>
                <QuizEntry courseId={courseId} quiz={chapter.quiz} signedIn={signedIn} />
              </li>
            )}
          </ol>
        </li>
      ))}
      {finalQuiz && (
        <li className="chapter-list__chapter">
          <h3 className="chapter-list__title">结业测验</h3>
          <QuizEntry courseId={courseId} quiz={finalQuiz} signedIn={signedIn} />
        </li>
      )}
    </ol>
  );
}
