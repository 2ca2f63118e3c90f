import "./booking.css";
import type { ReactNode } from "react";
import type { ExamState } from "@/api/contract/certification-booking";
import { AppLink } from "@/portal/components/app-link";
import { useExamStatus } from "../exam-status";
import { AttemptsNote } from "./attempts-note";
import { FlowSteps } from "./flow-steps";
import { SittingCard } from "./sitting-card";

/** What the page says for each status: a heading, a line of explanation and the way on. */
function StatusBody({ state }: { state: ExamState }): ReactNode {
  const next = (label: string) => (
    <AppLink className="btn btn--primary btn--lg" href={state.url}>
      {label}
    </AppLink>
  );
  switch (state.status) {
    case "waitaudit":
      return (
        <>
          <p className="booking-status__text">
            我们已收到您的报名信息和考试费用，工作人员将在 1-3 个工作日内完成审核。审核结果会通过站内信和短信通知您，本页也会自动刷新。
          </p>
          <p className="booking-status__text">审核通过后，您即可在本页预约考试日期和场次。</p>
        </>
      );
    case "approved":
      return (
        <>
          <p className="booking-status__text">您的报名信息已审核通过，请选择考试日期和场次。名额有限，先约先得。</p>
          {next("预约考试场次")}
        </>
      );
    case "booked":
      return (
        <>
          {state.session && <SittingCard examName={state.examName} sitting={state.session} />}
          <AppLink className="link-button" href={`/certification/time?examid=${state.examid}`}>
            更换场次
          </AppLink>
        </>
      );
    case "rejected":
      return (
        <>
          <p className="booking-status__reason" role="alert">
            未通过原因：{state.reviewNote || "请联系客服了解详情"}
          </p>
          <p className="booking-status__text">请核对报名信息后重新报名。</p>
          {next("重新报名")}
        </>
      );
    case "check":
      return next("去拍照验证");
    case "unpaid":
      return next("去支付");
    case "passed":
    case "failed":
      return (
        <>
          <p className="booking-status__text">考试成绩：{state.score ?? "-"} 分</p>
          {state.status === "failed" && next("再次报名")}
        </>
      );
    default:
      return (
        <>
          <p className="booking-status__text">您还没有报名该考试。</p>
          {next("去报名")}
        </>
      );
  }
}

/** /certification/waitaudit?examid=: where the candidate stands after paying, and what happens next. */
export function WaitAuditPage({ examId }: { examId: number }) {
  const { data: state, refetch, isFetching } = useExamStatus(examId);
  return (
    <div className="page container booking-page">
      <FlowSteps status={state.status} />
      <section className="booking-status card">
        <p className="booking-status__exam">{state.examName}</p>
        <h1 className={`booking-status__title booking-status__title--${state.status}`}>{state.statusText}</h1>
        <StatusBody state={state} />
        {state.status === "waitaudit" && (
          <button type="button" className="btn btn--ghost" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? "刷新中…" : "刷新审核状态"}
          </button>
        )}
      </section>
      <AttemptsNote attempts={state.attempts} />
    </div>
  );
}
