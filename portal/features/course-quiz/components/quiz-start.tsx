import { useId } from "react";
import { QUIZ_MSG, type QuizInfo } from "@/api/contract/course-quiz";
import { AppLink } from "@/portal/components/app-link";
import { courseHref, quizKindText } from "../quiz-text";

type Props = {
  info: QuizInfo;
  busy: boolean;
  onStart: () => void;
  onLastResult: () => void;
};

/** 可用次数: the quiz's limit, or 不限. */
const limitText = (max: number) => (max > 0 ? `${max} 次` : "不限");

/**
 * Before the paper: what the quiz is, the course it belongs to, its figures, the person's attempts and best score,
 * and 开始测验 (继续作答 for an attempt begun), or why no attempt is left.
 */
export function QuizStart({ info, busy, onStart, onLastResult }: Props) {
  const titleId = useId();
  const usedUp = info.maxAttempts > 0 && info.attemptsUsed >= info.maxAttempts && info.runningAttemptId === null;
  const facts: [string, string][] = [
    ["题数", `${info.subjectNum} 题`],
    ["总分", `${info.zongFen} 分`],
    ["及格分", `${info.passScore} 分`],
    ["已用次数", `${info.attemptsUsed} 次`],
    ["可用次数", limitText(info.maxAttempts)],
    ["最高分", info.bestScore === null ? "暂无" : `${info.bestScore} 分`],
  ];
  return (
    <div className="page container">
      <section className="card cq-start" aria-labelledby={titleId}>
        <p className="cq-start__kicker">
          {quizKindText(info)}
          {info.passed && <span className="status-pill status-pill--success">已通过</span>}
        </p>
        <h1 className="cq-start__title" id={titleId}>
          {info.title}
        </h1>
        <p className="cq-start__course">
          所属课程：<AppLink href={courseHref(info.courseStrId)}>{info.courseTitle}</AppLink>
        </p>
        <dl className="cq-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="cq-facts__item">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="cq-start__note">测验不限时，全部题目在同一页作答，交卷后立即显示成绩。</p>
        {usedUp && (
          <p className="cq-start__refusal" role="alert">
            {QUIZ_MSG.noAttempts}，不能再次作答
          </p>
        )}
        <div className="cq-actions">
          {!usedUp && (
            <button type="button" className="btn btn--primary btn--lg" onClick={onStart} disabled={busy}>
              {info.runningAttemptId !== null ? "继续作答" : "开始测验"}
            </button>
          )}
          {info.lastAttemptId !== null && (
            <button type="button" className="btn btn--ghost btn--lg" onClick={onLastResult} disabled={busy}>
              查看上次结果
            </button>
          )}
          <AppLink className="btn btn--light btn--lg" href={courseHref(info.courseStrId)}>
            返回课程
          </AppLink>
        </div>
      </section>
    </div>
  );
}
