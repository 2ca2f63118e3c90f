import { Chip } from "@mui/material";
import { ReferenceField, useRecordContext, useTranslate } from "react-admin";
import type { CourseQuizRow } from "@/api/contract/course-quizzes-admin";

type FieldProps = { source?: string; label?: string; sortable?: boolean };

/** The chapter's title, or 结业测验 for the course's final quiz. */
export function QuizPlaceField(_: FieldProps) {
  const quiz = useRecordContext<CourseQuizRow>();
  const translate = useTranslate();
  if (!quiz) return null;
  if (quiz.chapterId === null)
    return <Chip size="small" color="primary" variant="outlined" label={translate("app.course_quizzes.final")} />;
  return <ReferenceField source="chapterId" reference="course-chapters" link={false} />;
}

/** 3 次 or 不限. */
export function MaxAttemptsField(_: FieldProps) {
  const quiz = useRecordContext<CourseQuizRow>();
  const translate = useTranslate();
  if (!quiz) return null;
  return (
    <span>
      {quiz.maxAttempts ? translate("app.course_quizzes.times", { n: quiz.maxAttempts }) : translate("app.course_quizzes.unlimited")}
    </span>
  );
}

/** 及格分 / 总分. */
export function PassScoreField(_: FieldProps) {
  const quiz = useRecordContext<CourseQuizRow>();
  return quiz ? <span style={{ whiteSpace: "nowrap" }}>{`${quiz.passScore} / ${quiz.zongFen}`}</span> : null;
}

/** The share of submitted attempts that passed, or — before any. */
export function PassRateField(_: FieldProps) {
  const quiz = useRecordContext<CourseQuizRow>();
  if (!quiz) return null;
  return <span>{quiz.passRate === null ? "—" : `${quiz.passRate}%`}</span>;
}
