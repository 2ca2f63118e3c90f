import { Skeleton, Typography } from "@mui/material";
import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslate } from "react-admin";
import type { DailyCounts, DailySeriesName } from "@/api/contract/admin-daily";
import { type ChartOption, EChart } from "../components/echart";
import { callApi } from "../providers/http";

const HEIGHT = 300;
/** The theme's blue, orange and green: told apart at a glance, and readable on white. */
const COLORS = ["#1976d2", "#ed6c02", "#2e7d32"];

/** All series once every one has answered; the same object until one changes, so the chart redraws only then. */
function combine(results: UseQueryResult<DailyCounts>[]) {
  return {
    failed: results.some((r) => r.isError),
    series: results.every((r) => r.data) ? results.map((r) => r.data as DailyCounts) : null,
  };
}

/** Rows per day over the last 30 days (China's calendar), one line per series; `series` is a constant of the caller. */
export function DailyChart({ series }: { series: readonly DailySeriesName[] }) {
  const translate = useTranslate();
  const answered = useQueries({
    queries: series.map((name) => ({
      queryKey: ["dashboard", "daily", name],
      queryFn: () => callApi<DailyCounts>("GET", `/dashboard/daily/${name}`),
    })),
    combine,
  });
  const names = useMemo(() => series.map((name) => translate(`app.dashboard.series.${name}`)), [series, translate]);
  const option = useMemo<ChartOption | null>(() => {
    const data = answered.series;
    if (!data) return null;
    return {
      color: COLORS,
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      // 11-24: short labels fit a phone, and the year is plain from the last 30 days.
      xAxis: { type: "category", boundaryGap: false, data: data[0].days.map((d) => d.slice(5)) },
      yAxis: { type: "value", minInterval: 1 },
      series: data.map((d, i) => ({ name: names[i], type: "line", showSymbol: false, data: d.counts })),
    };
  }, [answered.series, names]);
  if (answered.failed) return <Typography color="error">{translate("app.dashboard.chart_error")}</Typography>;
  if (!option) return <Skeleton variant="rounded" height={HEIGHT} />;
  return <EChart option={option} height={HEIGHT} label={translate("app.dashboard.chart_label", { names: names.join("、") })} />;
}
