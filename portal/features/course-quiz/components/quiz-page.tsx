import "./course-quiz.css";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { QuizResult, QuizStarted } from "@/api/contract/course-quiz";
import type { OnlineAnswer } from "@/api/contract/online-exam";
import { PageHead } from "@/portal/components/page-head";
import { forgetKept, toInput } from "../kept-answers";
import { QUIZ_KEYS, useQuizInfo } from "../quiz-info";
import { fetchQuizResult } from "../quiz-result";
import { startQuiz } from "../start-quiz";
import { submitQuiz } from "../submit-quiz";
import { QuizPaper } from "./quiz-paper";
import { QuizResultView } from "./quiz-result-view";
import { QuizStart } from "./quiz-start";

type Phase = { kind: "start" } | { kind: "paper"; started: QuizStarted } | { kind: "result"; result: QuizResult };

/**
 * /MoocTraining/Quiz/{strId}/{quizId}: the start screen (MoocTraining/QuizInfo), the paper (QuizStart, which resumes
 * an attempt begun), and the result with its review (QuizSubmit, or QuizResult for the last attempt). A refused call's
 * message is the catalogue's toast; the page stays where it was.
 */
export function QuizPage({ quizId }: { quizId: number }) {
  const info = useQuizInfo(quizId);
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: "start" });
  const [busy, setBusy] = useState(false);

  // Each screen opens at its top (the result follows a long paper).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the phase's kind is what moves the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [phase.kind]);

  /** The attempts, best score and the course's outline and finish have moved. */
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: QUIZ_KEYS.info(quizId) });
    void queryClient.invalidateQueries({ queryKey: ["course"] });
  };

  const run = async (step: () => Promise<Phase>) => {
    setBusy(true);
    try {
      setPhase(await step());
    } catch {
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const start = () => run(async () => ({ kind: "paper", started: await startQuiz(quizId) }));
  const lastResult = () => run(async () => ({ kind: "result", result: await fetchQuizResult(info.lastAttemptId!) }));
  const submit = (attemptId: number, answers: OnlineAnswer[]) =>
    run(async () => {
      const result = await submitQuiz(attemptId, answers.map(toInput));
      forgetKept(attemptId);
      refresh();
      return { kind: "result", result };
    });

  switch (phase.kind) {
    case "start":
      return (
        <>
          <PageHead title={`${info.title} - ${info.courseTitle}`} />
          <QuizStart info={info} busy={busy} onStart={() => void start()} onLastResult={() => void lastResult()} />
        </>
      );
    case "paper":
      return (
        <>
          <PageHead title={`${phase.started.title} - 作答`} />
          <QuizPaper started={phase.started} submitting={busy} onSubmit={(answers) => void submit(phase.started.attemptId, answers)} />
        </>
      );
    case "result":
      return (
        <>
          <PageHead title={`${phase.result.title} - 测验结果`} />
          <QuizResultView result={phase.result} busy={busy} onRetry={() => void start()} />
        </>
      );
  }
}
