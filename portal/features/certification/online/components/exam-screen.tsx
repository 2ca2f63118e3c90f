import { useCallback, useEffect, useRef, useState } from "react";
import { EXAM_MSG } from "@/api/contract/certification-exams";
import type { OnlineEventAnswer, OnlineStarted, OnlineSubmitted } from "@/api/contract/online-exam";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { choose, isAnswered, optionsOf, QuestionView } from "@/portal/components/question/question-view";
import { toast } from "@/portal/components/toast/toast-store";
import { submitAttempt } from "../submit-attempt";
import { forgetUnsent } from "../unsent-answers";
import { SAVE_STATUS_LABELS, TEXT_DEBOUNCE_MS, useAutosave } from "../use-autosave";
import type { Camera } from "../use-camera";
import { clockText, useExamClock } from "../use-exam-clock";
import { enterFullscreen, useProctoring } from "../use-proctoring";
import { AnswerSheet } from "./answer-sheet";

/** The last five minutes: the clock turns red. */
const HURRY_SECONDS = 300;
/** After the time is up or the attempt ended elsewhere, 交卷 is tried again this often until it gets through. */
const SUBMIT_RETRY_MS = 3000;

type Props = {
  started: OnlineStarted;
  /** performance.now() when pearson/OnlineStart answered: the clock counts from then. */
  receivedAt: number;
  /** The page was reloaded (or opened again) during the attempt. */
  resumed: boolean;
  camera: Camera;
  onEnded: (submitted: OnlineSubmitted) => void;
};

/** Keys typed into a field stay the field's. */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !["radio", "checkbox", "button"].includes(target.type);
}

/** The header and footer of the site stay out of the way (and out of the Tab order) while the exam runs. */
function useExamMode() {
  useEffect(() => {
    const frame = [...document.querySelectorAll<HTMLElement>(".site-header, .site-footer, .back-to-top")];
    for (const el of frame) el.inert = true;
    document.documentElement.classList.add("oe-locked");
    return () => {
      for (const el of frame) el.inert = false;
      document.documentElement.classList.remove("oe-locked");
    };
  }, []);
}

/**
 * The exam itself: a top bar with the name, the save status, the countdown and 交卷; one question at a time with
 * 上一题 / 下一题 and 标记; the answer sheet beside it; keyboard shortcuts; for a proctored attempt the camera in a corner
 * and the count of leaves. Every answer is saved as it is given; at zero the page hands the paper in by itself.
 */
export function ExamScreen({ started, receivedAt, resumed, camera, onEnded }: Props) {
  const { attemptId, questions } = started;
  const [current, setCurrent] = useState(0);
  const [leaves, setLeaves] = useState({ violations: started.violations, leaveLimit: started.leaveLimit });
  const [submitting, setSubmitting] = useState(false);
  const finishing = useRef(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  useExamMode();

  const finish = useCallback(
    async (why: "submit" | "timeout" | "ended") => {
      if (finishing.current) return;
      finishing.current = true;
      setSubmitting(true);
      for (;;) {
        const env = await submitAttempt(attemptId, { onFail: () => {} }).catch(() => null);
        if (env?.code === 0) {
          forgetUnsent(attemptId);
          onEnded(env.data);
          return;
        }
        if (env && env.code < 500) {
          toast(env.msg || "交卷失败，请稍后重试", { tone: "error" });
          break;
        }
        if (why === "submit") {
          toast("网络异常，交卷失败，请检查网络后重试", { tone: "error" });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, SUBMIT_RETRY_MS));
      }
      finishing.current = false;
      setSubmitting(false);
    },
    [attemptId, onEnded],
  );

  const { answers, status, update, flush } = useAutosave(attemptId, started.answers, () => void finish("ended"));
  const left = useExamClock(started.durationSeconds, receivedAt, () => {
    void flush().finally(() => void finish("timeout"));
  });
  const onEventAnswer = useCallback(
    (a: OnlineEventAnswer) => {
      // Answers can come back out of order (a slow snapshot read before a leave): the count only ever grows.
      setLeaves((was) => ({ violations: Math.max(was.violations, a.violations), leaveLimit: a.leaveLimit }));
      if (a.ended) void finish("ended");
    },
    [finish],
  );
  const { reportPaste, fullscreen } = useProctoring({
    attemptId,
    enabled: started.proctored,
    video: videoRef,
    resumed,
    onAnswer: onEventAnswer,
  });

  useEffect(() => {
    if (camera.state === "on" && videoRef.current) videoRef.current.srcObject = camera.stream;
  }, [camera]);

  const question = questions[current];
  const go = useCallback((index: number) => setCurrent(Math.max(0, Math.min(questions.length - 1, index))), [questions.length]);

  const handIn = async () => {
    const saved = await flush();
    if (!saved) return toast("网络异常，答案尚未全部保存，请恢复网络后再交卷", { tone: "error" });
    const unanswered = questions.filter((q) => !isAnswered(q, answers.get(q.id))).length;
    const msg = unanswered > 0 ? `还有 ${unanswered} 题未作答，确定交卷吗？` : "已全部作答，确定交卷吗？交卷后不能再修改答案。";
    if (await confirmModal(msg, { title: "交卷", okText: "确定交卷", cancelText: "继续答题" })) void finish("submit");
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || document.querySelector("dialog[open]")) return;
      if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
        if (isTyping(e.target)) return;
        e.preventDefault();
        go(current + (e.key === "ArrowLeft" ? -1 : 1));
        return;
      }
      if (isTyping(e.target) || !question) return;
      const options = optionsOf(question);
      if (!options.length) return;
      const key = e.key.toUpperCase();
      const index = /^[1-9]$/.test(key) ? Number(key) - 1 : /^[A-H]$/.test(key) ? key.charCodeAt(0) - 65 : -1;
      const option = options[index];
      if (!option) return;
      e.preventDefault();
      update(question.id, (a) => choose(question, a, option.id));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [current, question, go, update]);

  const answer = question ? answers.get(question.id) : undefined;
  const hurry = left <= HURRY_SECONDS;

  return (
    <div className="oe">
      <header className="oe-bar">
        <div className="oe-bar__inner">
          <h1 className="oe-bar__title">{started.examName}</h1>
          <p className={`oe-bar__save oe-bar__save--${status}`} role="status">
            {SAVE_STATUS_LABELS[status]}
          </p>
          <p className={`oe-bar__clock${hurry ? " oe-bar__clock--hurry" : ""}`}>
            <span>剩余时间</span>
            <strong role="timer" aria-label={`剩余时间 ${clockText(left)}`}>
              {clockText(left)}
            </strong>
          </p>
          <button type="button" className="btn btn--primary oe-bar__submit" onClick={() => void handIn()} disabled={submitting}>
            {submitting ? "交卷中…" : "交卷"}
          </button>
        </div>
      </header>

      {started.proctored && (
        <div className="oe-alerts">
          {leaves.violations > 0 ? (
            <p className="oe-alert oe-alert--danger" role="alert">
              您已离开考试页面 {leaves.violations} 次，超过 {leaves.leaveLimit} 次将自动交卷
            </p>
          ) : (
            <p className="oe-alert oe-alert--info">
              视频监考中：摄像头将随机抓拍，离开考试页面或退出全屏超过 {leaves.leaveLimit} 次将自动交卷
            </p>
          )}
          {!fullscreen && (
            <p className="oe-alert">
              <span>本场考试需全屏进行，离开考试页面或退出全屏都会被记录。</span>
              <button type="button" className="btn btn--light btn--sm" onClick={enterFullscreen}>
                进入全屏
              </button>
            </p>
          )}
          {camera.state === "failed" && (
            <p className="oe-alert oe-alert--danger" role="alert">
              {EXAM_MSG.camera}
            </p>
          )}
        </div>
      )}

      <div className="oe-body">
        <div className="oe-main card">
          {question && (
            <QuestionView
              key={question.id}
              question={question}
              index={current}
              answer={answer}
              onChange={(change, typed) => update(question.id, change, typed ? TEXT_DEBOUNCE_MS : undefined)}
              onPaste={reportPaste}
            />
          )}
          <div className="oe-main__actions">
            <button type="button" className="btn btn--ghost" onClick={() => go(current - 1)} disabled={current === 0}>
              上一题
            </button>
            <button
              type="button"
              className={`btn btn--light oe-flag${answer?.flagged ? " oe-flag--on" : ""}`}
              aria-pressed={answer?.flagged ?? false}
              onClick={() => question && update(question.id, (a) => ({ ...a, flagged: !a.flagged }))}
            >
              {answer?.flagged ? "取消标记" : "标记"}
            </button>
            {current < questions.length - 1 ? (
              <button type="button" className="btn btn--primary" onClick={() => go(current + 1)}>
                下一题
              </button>
            ) : (
              <button type="button" className="btn btn--primary" onClick={() => void handIn()} disabled={submitting}>
                交卷
              </button>
            )}
          </div>
        </div>
        <div className="oe-side">
          <div className="card oe-side__card">
            <AnswerSheet questions={questions} answers={answers} current={current} onGo={go} />
          </div>
          <div className="oe-keys">
            <p className="oe-keys__title">快捷键</p>
            <ul className="oe-keys__list">
              <li>
                <kbd>←</kbd> <kbd>→</kbd> 上一题 / 下一题
              </li>
              <li>
                <kbd>1</kbd>-<kbd>9</kbd> 或 <kbd>A</kbd>-<kbd>H</kbd> 选择选项
              </li>
            </ul>
          </div>
        </div>
      </div>

      {started.proctored && camera.state !== "failed" && (
        <figure className="oe-cam">
          <video ref={videoRef} className="oe-cam__video" autoPlay playsInline muted aria-label="监考摄像头画面" />
          <figcaption className="oe-cam__label">监考中</figcaption>
        </figure>
      )}
    </div>
  );
}
