import { RadarChart as EchartsRadar, type RadarSeriesOption } from "echarts/charts";
import { RadarComponent, type RadarComponentOption, TooltipComponent, type TooltipComponentOption } from "echarts/components";
import { type ComposeOption, init, use } from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";

// Only the radar's parts of Apache ECharts (echarts/core); the pages that draw one are lazy, so the entry stays as it is.
use([EchartsRadar, RadarComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<RadarSeriesOption | RadarComponentOption | TooltipComponentOption>;
export type RadarAxisValue = { name: string; value: number };

/** The portal's Apache ECharts radar: one series over the given axes, each from 0 to `max`; fills its box's width. */
export function RadarChart({ axes, max, label, height = 380 }: { axes: RadarAxisValue[]; max: number; label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current as HTMLDivElement;
    const chart = init(el, undefined, { renderer: "canvas" });
    const narrow = el.clientWidth < 480;
    const option: Option = {
      color: ["#1664ff"],
      tooltip: { trigger: "item" },
      radar: {
        indicator: axes.map((a) => ({ name: a.name, max })),
        radius: narrow ? "58%" : "68%",
        splitNumber: 4,
        axisName: { color: "#4e5969", fontSize: narrow ? 11 : 13 },
      },
      series: [{ type: "radar", name: label, areaStyle: { opacity: 0.25 }, data: [{ name: label, value: axes.map((a) => a.value) }] }],
    };
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [axes, max, label]);
  return <div ref={box} role="img" aria-label={label} className="radar-chart" style={{ width: "100%", height }} />;
}
