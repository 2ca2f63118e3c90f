import { useCallback, useEffect, useRef, useState } from "react";
import { ONLINE_MSG, type OnlineAnswer, type OnlineAnswerInput } from "@/api/contract/online-exam";
import { toast } from "@/portal/components/toast/toast-store";
import { saveAnswers } from "./save-answers";
import { answerOf, readUnsent, writeUnsent } from "./unsent-answers";

export type SaveStatus = "saved" | "saving" | "offline";
export const SAVE_STATUS_LABELS = {
  saved: "已保存",
  saving: "保存中…",
  offline: "网络异常，答案已暂存本机",
} as const satisfies Record<SaveStatus, string>;

/** Text answers wait this long after the last key before they are sent; choices go at once. */
export const TEXT_DEBOUNCE_MS = 500;
/** While the network is down, unsent answers are tried again this often (and at once when the browser is back online). */
const RETRY_MS = 5000;
/** The most answers one pearson/OnlineSave carries (the call's own limit). */
const BATCH = 200;

type Outcome = "ok" | "offline" | "ended";

/**
 * The candidate's answers: what the server saved merged with what this browser still holds unsent (newer), each change
 * kept in localStorage by attempt until pearson/OnlineSave has it, so a lost network or a reload loses nothing.
 * `onEnded` runs when the server says the attempt is over (time up, or ended elsewhere).
 */
export function useAutosave(attemptId: number, saved: OnlineAnswer[], onEnded: () => void) {
  const [kept] = useState(() => readUnsent(attemptId));
  const unsent = useRef(kept);
  const [answers, setAnswers] = useState(() => {
    const held = new Map(saved.map((a) => [a.questionId, a]));
    for (const [id, a] of unsent.current) held.set(id, answerOf(a));
    return held;
  });
  const answersRef = useRef(answers);
  const [status, setStatus] = useState<SaveStatus>(unsent.current.size ? "saving" : "saved");
  const running = useRef<Promise<boolean> | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ended = useRef(onEnded);
  ended.current = onEnded;

  const sendBatch = useCallback(
    async (batch: OnlineAnswerInput[]): Promise<Outcome> => {
      const env = await saveAnswers(attemptId, batch, { onFail: () => {} }).catch(() => null);
      // No answer, or the server or a proxy failing (HTTP 5xx): kept here and tried again.
      if (!env || env.code >= 500) return "offline";
      if (env.code !== 0) {
        if (env.msg === ONLINE_MSG.ended) return "ended";
        // Refused for good (too long, not in the paper): said once and not tried again.
        if (env.msg) toast(env.msg, { tone: "error" });
      }
      for (const a of batch) if (unsent.current.get(a.questionId) === a) unsent.current.delete(a.questionId);
      writeUnsent(attemptId, unsent.current);
      return "ok";
    },
    [attemptId],
  );

  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(debounce.current);
    clearTimeout(retry.current);
    const loop = async () => {
      // Whatever is given while a batch is on its way goes in the next one.
      while (unsent.current.size > 0) {
        setStatus("saving");
        const outcome = await sendBatch([...unsent.current.values()].slice(0, BATCH));
        if (outcome === "ended") {
          ended.current();
          return false;
        }
        if (outcome === "offline") {
          setStatus("offline");
          retry.current = setTimeout(() => void flush(), RETRY_MS);
          return false;
        }
      }
      setStatus("saved");
      return true;
    };
    running.current ??= loop().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [sendBatch]);

  /** Changes one answer: kept here at once, sent after `delay` ms (0: now). */
  const update = useCallback(
    (questionId: number, change: (a: OnlineAnswer) => OnlineAnswer, delay = 0) => {
      const before = answersRef.current.get(questionId) ?? { questionId, optionIds: [], text: "", flagged: false };
      const next = change(before);
      const held = new Map(answersRef.current).set(questionId, next);
      answersRef.current = held;
      setAnswers(held);
      unsent.current.set(questionId, { questionId, optionIds: next.optionIds, text: next.text, flagged: next.flagged });
      writeUnsent(attemptId, unsent.current);
      setStatus((s) => (s === "offline" ? s : "saving"));
      clearTimeout(debounce.current);
      if (delay <= 0) void flush();
      else debounce.current = setTimeout(() => void flush(), delay);
    },
    [attemptId, flush],
  );

  useEffect(() => {
    // Answers left unsent by the last visit (a reload, a lost network) go now.
    if (unsent.current.size > 0) void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      clearTimeout(debounce.current);
      clearTimeout(retry.current);
    };
  }, [flush]);

  return { answers, status, update, flush };
}
