import type { CourseQuizBrief } from "@/api/contract/course-quiz";

/** The person's standing in a quiz: 已通过, the best score so far, or nothing before an attempt. */
function quizState(quiz: CourseQuizBrief) {
  if (quiz.passed) return "已通过";
  return quiz.bestScore === null ? "" : `最高${quiz.bestScore}分`;
}

/** A quiz's entry in the outline, in a lesson's shape: kind and title, under them 题数, 及格分 and the person's best or 已通过. */
export function QuizRow({ quiz, signedIn }: { quiz: CourseQuizBrief; signedIn: boolean }) {
  const state = signedIn ? quizState(quiz) : "";
  return (
    <>
      <svg className="lesson-row__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d="M3 2h10v12H3zM5.5 5.5h5M5.5 8h5M5.5 10.5h3" fill="none" stroke="currentColor" strokeWidth="1.2" />
      </svg>
      <span className="lesson-row__kind">{quiz.chapterId === null ? "结业测验" : "测验"}</span>
      <span className="lesson-row__title">{quiz.title}</span>
      <span className="quiz-row__meta">
        <span className="lesson-row__time">
          {quiz.subjectNum}题 · 及格{quiz.passScore}分
        </span>
        {state && <span className={`lesson-row__state${quiz.passed ? " lesson-row__state--done" : ""}`}>{state}</span>}
      </span>
    </>
  );
}
