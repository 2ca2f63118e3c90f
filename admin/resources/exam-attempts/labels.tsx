import { Chip } from "@mui/material";
import { useRecordContext } from "react-admin";
import { ATTEMPT_END_LABELS, ATTEMPT_STATUS_LABELS, type AttemptStatus } from "@/api/contract/online-exam";
import type { ExamAttemptRow } from "@/api/contract/online-exam-admin";

export const STATUS_CHOICES = Object.entries(ATTEMPT_STATUS_LABELS).map(([id, name]) => ({ id, name }));
export const END_CHOICES = Object.entries(ATTEMPT_END_LABELS).map(([id, name]) => ({ id, name }));

const COLORS: Record<AttemptStatus, "default" | "info" | "warning" | "success" | "error"> = {
  running: "info",
  marking: "warning",
  scored: "success",
  voided: "error",
};

/** 答题中 / 待阅卷 / 已出分 / 已作废. */
export function AttemptStatusChip(_: { source?: string; label?: string }) {
  const r = useRecordContext<ExamAttemptRow>();
  if (!r) return null;
  return <Chip size="small" color={COLORS[r.status]} label={ATTEMPT_STATUS_LABELS[r.status]} />;
}

export const endReasonText = (r: ExamAttemptRow) => (r.endReason ? ATTEMPT_END_LABELS[r.endReason] : "—");
/** "2 / 3": leaves counted of those allowed (proctored attempts only). */
export const violationsText = (r: ExamAttemptRow) => (r.proctored ? `${r.violations} / ${r.leaveLimit}` : "—");
export const scoreText = (r: ExamAttemptRow) => (r.score === null ? "—" : `${r.score} / ${r.zongFen}`);
