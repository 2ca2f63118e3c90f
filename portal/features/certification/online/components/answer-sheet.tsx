import { type OnlineAnswer, type OnlineQuestion, QUESTION_TYPE_LABELS, type QuestionType } from "@/api/contract/online-exam";
import { isAnswered } from "@/portal/components/question/question-view";

type Props = {
  questions: OnlineQuestion[];
  answers: Map<number, OnlineAnswer>;
  current: number;
  onGo: (index: number) => void;
};

/** Runs of questions of one type, in paper order, as the answer sheet groups them (一、单选题 …). */
function groups(questions: OnlineQuestion[]) {
  const out: { type: QuestionType; items: { q: OnlineQuestion; index: number }[] }[] = [];
  questions.forEach((q, index) => {
    const last = out[out.length - 1];
    if (last && last.type === q.type) last.items.push({ q, index });
    else out.push({ type: q.type, items: [{ q, index }] });
  });
  return out;
}

/** 答题卡: every question by number, showing 已答 / 未答 / 标记, with its legend; a click goes to the question. */
export function AnswerSheet({ questions, answers, current, onGo }: Props) {
  const answered = questions.filter((q) => isAnswered(q, answers.get(q.id))).length;
  const flagged = questions.filter((q) => answers.get(q.id)?.flagged).length;
  return (
    <nav className="oe-sheet" aria-label="答题卡">
      <div className="oe-sheet__head">
        <h2 className="oe-sheet__title">答题卡</h2>
        <span className="oe-sheet__count">
          已答 <strong>{answered}</strong> / {questions.length}
        </span>
      </div>
      <ul className="oe-legend" aria-label="图例">
        <li>
          <span className="oe-swatch oe-swatch--answered" aria-hidden="true" />
          已答
        </li>
        <li>
          <span className="oe-swatch" aria-hidden="true" />
          未答
        </li>
        <li>
          <span className="oe-swatch oe-swatch--flagged" aria-hidden="true" />
          标记{flagged > 0 ? ` ${flagged}` : ""}
        </li>
        <li>
          <span className="oe-swatch oe-swatch--current" aria-hidden="true" />
          当前
        </li>
      </ul>
      {groups(questions).map((g) => (
        <div key={g.items[0].index} className="oe-sheet__group">
          <h3 className="oe-sheet__type">
            {QUESTION_TYPE_LABELS[g.type]}
            <span>（{g.items.length} 题）</span>
          </h3>
          <ol className="oe-grid">
            {g.items.map(({ q, index }) => {
              const a = answers.get(q.id);
              const done = isAnswered(q, a);
              const classes = [
                "oe-cell",
                done && "oe-cell--answered",
                a?.flagged && "oe-cell--flagged",
                index === current && "oe-cell--current",
              ];
              return (
                <li key={q.id}>
                  <button
                    type="button"
                    className={classes.filter(Boolean).join(" ")}
                    aria-current={index === current ? "step" : undefined}
                    aria-label={`第 ${index + 1} 题，${done ? "已答" : "未答"}${a?.flagged ? "，已标记" : ""}`}
                    onClick={() => onGo(index)}
                  >
                    {index + 1}
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </nav>
  );
}
