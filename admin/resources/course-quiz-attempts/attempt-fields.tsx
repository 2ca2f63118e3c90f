import { Chip, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { CourseQuizAttemptRow } from "@/api/contract/course-quizzes-admin";

type FieldProps = { source?: string; label?: string; sortable?: boolean };

/** "张三 139****0561": the name and the masked number as the api sends them. */
export function PersonField(_: FieldProps) {
  const a = useRecordContext<CourseQuizAttemptRow>();
  if (!a) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: "nowrap" }}>
      {a.personName || "—"}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {a.personMobile}
      </Typography>
    </Typography>
  );
}

/** 得分 / 总分 (及格 N), or — before submitting. */
export const scoreText = (a: CourseQuizAttemptRow) => (a.score === null ? "—" : `${a.score} / ${a.zongFen}（及格 ${a.passScore}）`);

export function ScoreField(_: FieldProps) {
  const a = useRecordContext<CourseQuizAttemptRow>();
  return a ? <span style={{ whiteSpace: "nowrap" }}>{scoreText(a)}</span> : null;
}

/** 通过 / 未通过 / 作答中. */
export function OutcomeChip(_: FieldProps) {
  const a = useRecordContext<CourseQuizAttemptRow>();
  const translate = useTranslate();
  if (!a) return null;
  if (a.passed === null) return <Chip size="small" variant="outlined" label={translate("app.course_quizzes.running")} />;
  return a.passed ? (
    <Chip size="small" color="success" label={translate("app.course_quizzes.passed")} />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label={translate("app.course_quizzes.failed")} />
  );
}
