import { useState } from "react";
import type { QuizStarted } from "@/api/contract/course-quiz";
import type { OnlineAnswer } from "@/api/contract/online-exam";
import { confirmModal } from "@/portal/components/modal/dialogs";
import { isAnswered, QuestionView } from "@/portal/components/question/question-view";
import { keep, readKept } from "../kept-answers";

type Props = {
  started: QuizStarted;
  submitting: boolean;
  onSubmit: (answers: OnlineAnswer[]) => void;
};

const blank = (questionId: number): OnlineAnswer => ({ questionId, optionIds: [], text: "", flagged: false });

/** The paper: every question on one page, numbered, and 交卷 (asking first when some are left unanswered). */
export function QuizPaper({ started, submitting, onSubmit }: Props) {
  const { attemptId, questions } = started;
  const [answers, setAnswers] = useState(() => readKept(attemptId));
  const answered = questions.filter((q) => isAnswered(q, answers.get(q.id))).length;

  const update = (questionId: number, change: (a: OnlineAnswer) => OnlineAnswer) =>
    setAnswers((now) => {
      const next = new Map(now).set(questionId, change(now.get(questionId) ?? blank(questionId)));
      keep(attemptId, next);
      return next;
    });

  const handIn = async () => {
    const left = questions.length - answered;
    if (
      left > 0 &&
      !(await confirmModal(`还有 ${left} 题未作答，确定交卷吗？`, { title: "交卷", okText: "确定交卷", cancelText: "继续作答" }))
    )
      return;
    onSubmit(questions.map((q) => answers.get(q.id) ?? blank(q.id)));
  };

  const submit = (
    <button type="button" className="btn btn--primary" onClick={() => void handIn()} disabled={submitting}>
      {submitting ? "交卷中…" : "交卷"}
    </button>
  );

  return (
    <div className="page container cq-paper">
      <header className="card cq-paper__bar">
        <h1 className="cq-paper__title">{started.title}</h1>
        <p className="cq-paper__count" role="status">
          已答 {answered} / {questions.length} 题
        </p>
        {submit}
      </header>
      <ol className="cq-paper__list">
        {questions.map((q, i) => (
          <li key={q.id} className="card cq-paper__item">
            <QuestionView question={q} index={i} answer={answers.get(q.id)} onChange={(change) => update(q.id, change)} />
          </li>
        ))}
      </ol>
      <footer className="cq-actions cq-actions--end">{submit}</footer>
    </div>
  );
}
