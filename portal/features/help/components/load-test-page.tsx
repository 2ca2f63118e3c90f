import "./help.css";
import { useState } from "react";
import {
  type LoadTestResult,
  YACE_CALLS_PER_WINDOW,
  YACE_MSG,
  YACE_RUNS,
  YACE_RUNS_PER_WINDOW,
  YACE_WINDOW_SECONDS,
} from "@/api/contract/load-test";
import { AppLink } from "@/portal/components/app-link";
import { runYaceLoadTest } from "../load-test";

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * /Help/yace (spec 001's load-test page): sends Help/yace 1000 times with the fixed sample, six at a time, and shows
 * the progress and what it measured. Not a learner's feature: a learner is told it is for operators.
 */
export function LoadTestPage({ operator }: { operator: boolean }) {
  return (
    <div className="container page">
      <section className="card help-yace" aria-labelledby="help-yace-title">
        <h1 id="help-yace-title" className="help-yace__title">
          压测
        </h1>
        <p className="help-yace__intro">
          以签名接口 Help/yace 连续发送 {YACE_RUNS} 次固定样例请求（每次读取帮助中心），测量整条链路的耗时、吞吐量与失败数。
          这是运维工具，不是面向学员的功能。
        </p>
        {operator ? (
          <LoadTestRunner />
        ) : (
          <div className="help-yace__notice" role="alert">
            <p>{YACE_MSG.operatorsOnly}。压测会在短时间内向网站发送大量请求，只对运营人员开放，学员账号无需使用。</p>
            <AppLink href="/Help/Center" className="btn btn--primary btn--sm">
              返回帮助中心
            </AppLink>
          </div>
        )}
      </section>
    </div>
  );
}

function LoadTestRunner() {
  const [done, setDone] = useState<number | null>(null);
  const [result, setResult] = useState<LoadTestResult | null>(null);
  const running = done !== null && result === null;

  async function start() {
    setResult(null);
    setDone(0);
    setResult(await runYaceLoadTest(setDone));
  }

  return (
    <>
      <p className="help-yace__limit">
        每位运营人员每 {YACE_WINDOW_SECONDS / 60} 分钟最多 {YACE_RUNS_PER_WINDOW} 轮（{YACE_CALLS_PER_WINDOW} 次）；生产环境不提供压测。
      </p>
      <button type="button" className="btn btn--primary" onClick={start} disabled={running}>
        {running ? "压测中…" : result ? "再测一次" : "开始压测"}
      </button>
      {done !== null && (
        <div className="help-yace__progress">
          <div
            className="help-yace__bar"
            role="progressbar"
            aria-label="压测进度"
            aria-valuenow={done}
            aria-valuemin={0}
            aria-valuemax={YACE_RUNS}
            aria-valuetext={`${done} / ${YACE_RUNS}`}
          >
            <span className="help-yace__fill" style={{ width: `${(done / YACE_RUNS) * 100}%` }} />
          </div>
          <p className="help-yace__count">
            {running ? "进行中" : "已完成"} {done} / {YACE_RUNS}
          </p>
        </div>
      )}
      {result?.stopped && (
        <p className="help-yace__stopped" role="alert">
          压测已停止：{result.stopped}
        </p>
      )}
      {result && <LoadTestFigures result={result} />}
    </>
  );
}

function LoadTestFigures({ result }: { result: LoadTestResult }) {
  const figures: [label: string, value: string][] = [
    ["总耗时", ms(result.elapsedMs)],
    ["吞吐量", `${result.perSecond.toFixed(0)} 次/秒`],
    ["失败", `${result.failed} / ${result.sent}`],
    ["中位数 P50", ms(result.p50Ms)],
    ["P95", ms(result.p95Ms)],
    ["最长", ms(result.maxMs)],
  ];
  return (
    <>
      <h2 className="help-yace__subtitle">结果</h2>
      <dl className="help-yace__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="help-yace__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {result.failures.length > 0 && (
        <div className="help-yace__failures">
          <h3>失败原因</h3>
          <ul>
            {result.failures.map(([reason, count]) => (
              <li key={reason}>
                {reason} × {count}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
