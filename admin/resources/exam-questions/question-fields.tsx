import { Chip, Rating, Stack } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { ExamQuestionRow } from "@/api/contract/exam-questions-admin";
import { QUESTION_TYPE_LABELS, type QuestionType } from "@/api/contract/online-exam";
import { textChoicesOf } from "../../components/choices";

export const TYPE_CHOICES = textChoicesOf(QUESTION_TYPE_LABELS);
export const DIFFICULTY_CHOICES = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: "★".repeat(n) }));

const TYPE_COLOR = { single: "primary", multiple: "secondary", judge: "info", fill: "warning", short: "success" } as const;

type FieldProps = { source?: string; label?: string; sortable?: boolean };

/** 单选题 / 多选题 / … as a coloured chip. */
export function TypeChip({ type }: { type: QuestionType }) {
  return <Chip size="small" color={TYPE_COLOR[type]} variant="outlined" label={QUESTION_TYPE_LABELS[type]} />;
}

export function TypeField(_: FieldProps) {
  const record = useRecordContext<ExamQuestionRow>();
  return record ? <TypeChip type={record.type} /> : null;
}

/** Difficulty as five stars. */
export function DifficultyField(_: FieldProps) {
  const record = useRecordContext<ExamQuestionRow>();
  if (!record) return null;
  return <Rating value={record.difficulty} max={5} readOnly size="small" aria-label={`难度 ${record.difficulty}`} />;
}

export function TagsField(_: FieldProps) {
  const record = useRecordContext<ExamQuestionRow>();
  if (!record?.tags.length) return <span>—</span>;
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
      {record.tags.map((t) => (
        <Chip key={t} size="small" label={t} />
      ))}
    </Stack>
  );
}

/** 启用中 / 已停用. */
export function StateField(_: FieldProps) {
  const record = useRecordContext<ExamQuestionRow>();
  const translate = useTranslate();
  if (!record) return null;
  return record.retired ? (
    <Chip size="small" color="default" label={translate("app.question_bank.retired")} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={translate("app.question_bank.active")} />
  );
}

/** The stem cut to two lines in a list. */
export function StemField(_: FieldProps) {
  const record = useRecordContext<ExamQuestionRow>();
  if (!record) return null;
  return (
    <span
      style={{ display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden", minWidth: 200, maxWidth: 340 }}
      title={record.stem}
    >
      {record.stem}
    </span>
  );
}
