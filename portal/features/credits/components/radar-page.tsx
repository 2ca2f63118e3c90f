import "./credits.css";
import { RadarChart } from "@/portal/components/radar-chart";
import { useRadar } from "../radar";
import { MyAreaHead } from "./my-area-head";

/** /my/radar (spec 001 "Radar chart"): 10 skill axes, 0 to 2 each, from what I finished. */
export function RadarPage() {
  const radar = useRadar();
  return (
    <div className="page container my-area">
      <MyAreaHead title="能力雷达" />
      <section className="card radar">
        <RadarChart axes={radar.v1} max={radar.max} label="能力雷达图" />
        <ul className="radar__values">
          {radar.v1.map((a) => (
            <li key={a.name}>
              <span>{a.name}</span>
              <strong>
                {a.value} / {radar.max}
              </strong>
            </li>
          ))}
        </ul>
        <p className="my-area__lead">学完的课程、参加的直播（已结束）与通过的考试按学习标签计分，每项满分 {radar.max} 分。</p>
      </section>
    </div>
  );
}
