import "./online-exam.css";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { ONLINE_MSG, type OnlineInfo, type OnlineResultData, type OnlineStarted, type OnlineSubmitted } from "@/api/contract/online-exam";
import { AppLink } from "@/portal/components/app-link";
import { PageHead } from "@/portal/components/page-head";
import { PageLoader } from "@/portal/components/page-loader";
import { toast } from "@/portal/components/toast/toast-store";
import { getAttemptResultQueryOptions, useAttemptResult } from "../attempt-result";
import { getOnlineInfoQueryOptions } from "../online-info";
import { startAttempt } from "../start-attempt";
import { useCamera } from "../use-camera";
import { enterFullscreen } from "../use-proctoring";
import { ExamScreen } from "./exam-screen";
import { ResultView } from "./result-view";
import { ReviewView } from "./review-view";
import { StartScreen } from "./start-screen";

type Phase =
  | { kind: "start"; refusal: string; starting: boolean }
  | { kind: "resuming" }
  | { kind: "exam"; started: OnlineStarted; receivedAt: number; resumed: boolean }
  | { kind: "result"; examName: string; submitted: OnlineSubmitted; reviewing: boolean }
  | { kind: "failed"; title: string; msg: string; retry?: boolean };

const NETWORK = "网络异常，请检查网络后重试";
const CANNOT_ENTER = "无法进入考试";

/** The phase the page opens in, from pearson/OnlineInfo (and, for an ended attempt, its result). */
function initialPhase(info: OnlineInfo, ended: OnlineResultData | null): Phase {
  switch (info.state) {
    case "open":
      return { kind: "start", refusal: "", starting: false };
    case "running":
      return { kind: "resuming" };
    case "ended":
      return ended
        ? { kind: "result", examName: ended.examName, submitted: ended, reviewing: false }
        : { kind: "failed", title: CANNOT_ENTER, msg: ONLINE_MSG.ended };
    case "notOpen":
      return { kind: "failed", title: "考试尚未开始", msg: ONLINE_MSG.notOpen(info.startAt), retry: true };
    case "closed":
      return { kind: "failed", title: CANNOT_ENTER, msg: ONLINE_MSG.closed };
    case "notBooked":
      return { kind: "failed", title: CANNOT_ENTER, msg: `${ONLINE_MSG.notBooked}，请在“我的考试”中预约场次后再进入考试` };
    case "notOnline":
      return { kind: "failed", title: CANNOT_ENTER, msg: `${ONLINE_MSG.notOnline}，考试链接见“我的考试”中的考试记录` };
  }
}

/** A page that cannot go on: the reason, and the way back to 我的考试 (and 刷新 before the sitting opens). */
function Stopped({ title, msg, retry }: { title: string; msg: string; retry?: boolean }) {
  return (
    <div className="page-state page-state--tall container">
      <div className="page-state__icon" aria-hidden="true">
        !
      </div>
      <h1 className="page-state__title">{title}</h1>
      <p className="page-state__text">{msg}</p>
      <div className="page-state__actions">
        {retry && (
          <button type="button" className="btn btn--ghost" onClick={() => window.location.reload()}>
            刷新
          </button>
        )}
        <AppLink className="btn btn--primary" href="/my/examinfo">
          返回我的考试
        </AppLink>
      </div>
    </div>
  );
}

type Props = {
  eadid: number;
  /** pearson/OnlineInfo as the route loaded it. */
  info: OnlineInfo;
  /** The result, when the attempt had ended. */
  ended: OnlineResultData | null;
};

/**
 * /certification/online/{eadid}: the candidate's in-house exam. Before it the start screen (rules, camera, 开始考试);
 * during it the exam screen, which a reload resumes at once (same paper, saved answers); after it the result and
 * the paper (查看答卷). Where the attempt stands when the page opens comes from pearson/OnlineInfo (the route's).
 */
export function OnlineExamPage({ eadid, info, ended }: Props) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>(() => initialPhase(info, ended));
  const proctored = phase.kind === "start" ? info.proctored : phase.kind === "exam" ? phase.started.proctored : false;
  const camera = useCamera(proctored);
  const result = useAttemptResult(eadid, phase.kind === "result");

  /** After the end: the result as pearson/OnlineResult tells it. */
  const showEnded = useCallback(async () => {
    const done = await queryClient.fetchQuery(getAttemptResultQueryOptions(eadid)).catch(() => null);
    setPhase(
      done
        ? { kind: "result", examName: done.examName, submitted: done, reviewing: false }
        : { kind: "failed", title: CANNOT_ENTER, msg: ONLINE_MSG.ended },
    );
  }, [eadid, queryClient]);

  /** pearson/OnlineStart: a new attempt from the start screen, or the running one again after a reload. */
  const begin = useCallback(
    async (resumed: boolean) => {
      if (!resumed) setPhase({ kind: "start", refusal: "", starting: true });
      const env = await startAttempt(eadid, { onFail: () => {} }).catch(() => null);
      if (env?.code === 0) {
        setPhase({ kind: "exam", started: env.data, receivedAt: performance.now(), resumed });
        return;
      }
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      // The catalogue's own codes (a visitor's 1503) already moved the page.
      if (env && env.code !== 1 && env.code < 500) return;
      // Refused: pearson/OnlineInfo says whether the attempt ended meanwhile (time up, handed in elsewhere).
      const now = env ? await queryClient.fetchQuery(getOnlineInfoQueryOptions(eadid)).catch(() => null) : null;
      if (now?.state === "ended") return showEnded();
      const msg = env?.msg || NETWORK;
      toast(msg);
      setPhase(resumed ? { kind: "failed", title: CANNOT_ENTER, msg } : { kind: "start", refusal: msg, starting: false });
    },
    [eadid, queryClient, showEnded],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the phase the page opened in resumes, once.
  useEffect(() => {
    if (phase.kind === "resuming") void begin(true);
  }, []);

  const onEnded = useCallback(
    (submitted: OnlineSubmitted) => {
      if (phase.kind !== "exam") return;
      setPhase({ kind: "result", examName: phase.started.examName, submitted, reviewing: false });
      void queryClient.invalidateQueries({ queryKey: getAttemptResultQueryOptions(eadid).queryKey });
    },
    [phase, eadid, queryClient],
  );

  switch (phase.kind) {
    case "resuming":
      return (
        <>
          <PageHead title="在线考试" />
          <PageLoader />
        </>
      );
    case "failed":
      return (
        <>
          <PageHead title="在线考试" />
          <Stopped title={phase.title} msg={phase.msg} retry={phase.retry} />
        </>
      );
    case "start":
      return (
        <>
          <PageHead title={`${info.examName} - 在线考试`} />
          <StartScreen
            info={info}
            camera={camera}
            refusal={phase.refusal}
            starting={phase.starting}
            onStart={() => {
              // Full screen needs the click itself, before anything is awaited.
              if (info.proctored) enterFullscreen();
              void begin(false);
            }}
          />
        </>
      );
    case "exam":
      return (
        <>
          <PageHead title={`${phase.started.examName} - 在线考试`} />
          <ExamScreen started={phase.started} receivedAt={phase.receivedAt} resumed={phase.resumed} camera={camera} onEnded={onEnded} />
        </>
      );
    case "result":
      return (
        <>
          <PageHead title={`${phase.examName} - ${phase.reviewing ? "答卷" : "考试结果"}`} />
          {phase.reviewing && result.data ? (
            <ReviewView result={result.data} onBack={() => setPhase({ ...phase, reviewing: false })} />
          ) : (
            <ResultView
              examName={phase.examName}
              submitted={phase.submitted}
              review={result.data?.review ?? false}
              onReview={() => setPhase({ ...phase, reviewing: true })}
            />
          )}
        </>
      );
  }
}
