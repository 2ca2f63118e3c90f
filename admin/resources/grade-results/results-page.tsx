import DownloadIcon from "@mui/icons-material/Download";
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { downloadCSV, Title, useTranslate } from "react-admin";
import type { GradeResults, GradeSessionDetail } from "@/api/contract/grading-admin";
import { type ChartOption, EChart } from "../../components/echart";
import { callApi } from "../../providers/http";
import { lecturersCsv, sessionsCsv } from "./results-csv";

const COLORS = ["#1976d2", "#ed6c02"];
const score = (x: number | null) => (x === null ? "—" : x.toFixed(2));
const short = (s: string) => (s.length > 12 ? `${s.slice(0, 12)}…` : s);

/** Averages out of five as horizontal bars, one per name, the first name on top. */
function barOption(names: string[], values: (number | null)[], color: string): ChartOption {
  return {
    color: [color],
    tooltip: { trigger: "axis" },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: "value", min: 0, max: 5 },
    yAxis: { type: "category", inverse: true, data: names.map(short) },
    series: [{ type: "bar", data: values, barMaxWidth: 24, label: { show: true, position: "right" } }],
  };
}

function Section({ title, onExport, children }: { title: string; onExport: () => void; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section">
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate(title)}
          </Typography>
          <Button size="small" startIcon={<DownloadIcon />} onClick={onExport}>
            {translate("ra.action.export")}
          </Button>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** One session's averages per question item, and the suggestions left. */
function SessionDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const detail = useQuery({
    queryKey: ["grade-results", "session", id],
    queryFn: () => callApi<GradeSessionDetail>("GET", `/grade-results/sessions/${id}`),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="grade-detail-title">
      <DialogTitle id="grade-detail-title">{detail.data?.title ?? translate("app.grading.detail")}</DialogTitle>
      {/* Scrolls when long: reachable by keyboard. */}
      <DialogContent tabIndex={0}>
        {!detail.data ? (
          <Skeleton variant="rounded" height={200} />
        ) : (
          <>
            {detail.data.questions.map((q) => (
              <Box key={q.id} sx={{ mb: 2 }}>
                <Typography variant="subtitle1" component="h3">
                  {q.title}
                  {q.lecturer && ` · ${q.lecturer}`}
                </Typography>
                <Table size="small">
                  <TableBody>
                    {q.items.map((item) => (
                      <TableRow key={item.title}>
                        <TableCell>{item.title}</TableCell>
                        <TableCell align="right">{score(item.average)}</TableCell>
                        <TableCell align="right">{translate("app.grading.answers", { n: item.answers })}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            ))}
            <Typography variant="subtitle1" component="h3">
              {translate("app.grading.suggestions")}
            </Typography>
            {detail.data.suggestions.length ? (
              detail.data.suggestions.map((s) => (
                <Typography key={`${s.createdAt}${s.suggest}`} variant="body2" sx={{ py: 0.5 }}>
                  {s.createdAt.slice(0, 16)}　{s.suggest}
                </Typography>
              ))
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate("app.grading.no_suggestions")}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** 评分统计: the average per live session and per lecturer (out of five), as bar charts and tables, each exportable. */
export function GradeResultsPage() {
  const translate = useTranslate();
  const [open, setOpen] = useState<number | null>(null);
  const summary = useQuery({
    queryKey: ["grade-results", "summary"],
    queryFn: () => callApi<GradeResults>("GET", "/grade-results/summary"),
  });
  const data = summary.data;
  const sessionChart = useMemo(
    () =>
      data &&
      barOption(
        data.sessions.map((s) => s.title),
        data.sessions.map((s) => s.average),
        COLORS[0],
      ),
    [data],
  );
  const lecturerChart = useMemo(
    () =>
      data &&
      barOption(
        data.lecturers.map((l) => l.lecturer),
        data.lecturers.map((l) => l.average),
        COLORS[1],
      ),
    [data],
  );
  const field = (resource: string, source: string) => translate(`resources.${resource}.fields.${source}`);
  return (
    <Box sx={{ display: "grid", gap: 2, mt: 2 }}>
      <Title title={translate("resources.grade-results.name")} />
      {summary.isError && <Typography color="error">{translate("app.grading.load_error")}</Typography>}
      {!data || !sessionChart || !lecturerChart ? (
        <Skeleton variant="rounded" height={300} />
      ) : (
        <>
          <Section title="app.grading.by_session" onExport={() => downloadCSV(sessionsCsv(data.sessions), "grade-sessions")}>
            {data.sessions.length ? (
              <EChart
                option={sessionChart}
                height={Math.max(160, data.sessions.length * 36)}
                label={translate("app.grading.chart_label", { what: translate("app.grading.by_session") })}
              />
            ) : (
              <Typography color="text.secondary">{translate("app.grading.empty")}</Typography>
            )}
            <Box sx={{ overflowX: "auto" }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{field("grade-results", "title")}</TableCell>
                    <TableCell>{field("grade-results", "startAt")}</TableCell>
                    <TableCell align="right">{field("grade-results", "gradings")}</TableCell>
                    <TableCell align="right">{field("grade-results", "average")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.sessions.map((s) => (
                    <TableRow key={s.id} hover sx={{ cursor: "pointer" }} onClick={() => setOpen(s.id)}>
                      <TableCell>
                        <Button size="small" onClick={() => setOpen(s.id)} sx={{ textAlign: "left", p: 0, minWidth: 0 }}>
                          {s.title}
                        </Button>
                      </TableCell>
                      <TableCell>{s.startAt.slice(0, 16)}</TableCell>
                      <TableCell align="right">{s.gradings}</TableCell>
                      <TableCell align="right">{score(s.average)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Section>
          <Section title="app.grading.by_lecturer" onExport={() => downloadCSV(lecturersCsv(data.lecturers), "grade-lecturers")}>
            {data.lecturers.length ? (
              <EChart
                option={lecturerChart}
                height={Math.max(160, data.lecturers.length * 36)}
                label={translate("app.grading.chart_label", { what: translate("app.grading.by_lecturer") })}
              />
            ) : (
              <Typography color="text.secondary">{translate("app.grading.empty")}</Typography>
            )}
            <Box sx={{ overflowX: "auto" }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{field("grade-lecturers", "lecturer")}</TableCell>
                    <TableCell align="right">{field("grade-lecturers", "sessions")}</TableCell>
                    <TableCell align="right">{field("grade-lecturers", "gradings")}</TableCell>
                    <TableCell align="right">{field("grade-lecturers", "average")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.lecturers.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell>{l.lecturer}</TableCell>
                      <TableCell align="right">{l.sessions}</TableCell>
                      <TableCell align="right">{l.gradings}</TableCell>
                      <TableCell align="right">{score(l.average)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Section>
        </>
      )}
      {open !== null && <SessionDetail id={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
