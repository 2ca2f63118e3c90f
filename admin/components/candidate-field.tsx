import { Box, type SxProps, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useRecordContext } from "react-admin";

type Candidate = { sex: string; age: number | null; education: string; workYears: string; city: string };

/** 性别 · 年龄 · 学历 · 经验 · 城市 in one line: what HR scans beside a name. */
export const candidateFacts = (c: Candidate) =>
  [c.sex, c.age === null ? "" : `${c.age}岁`, c.education, c.workYears, c.city].filter(Boolean).join(" · ");

/**
 * A candidate in one cell of HR's lists: the name, and under it the CV's facts, so the table needs no column per
 * fact (at 1280 px a column each broke its header one character a line). `badge` follows the name on its line.
 */
export function CandidateField({
  source,
  empty,
  badge,
}: {
  source: "candidateName" | "chineseName";
  empty: string;
  label?: string;
  badge?: ReactNode;
}) {
  const record = useRecordContext<Candidate & Record<typeof source, string>>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record[source] || empty}
        {badge}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {candidateFacts(record) || "—"}
      </Typography>
    </Box>
  );
}

/** HR's tables: every header on one line (never one character a line), plus the list's own column widths. */
export const hrTableSx = (columns: Record<string, { minWidth: number }>): SxProps => ({
  "& .RaDatagrid-headerCell": { whiteSpace: "nowrap" },
  ...columns,
});
