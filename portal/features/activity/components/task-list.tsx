import { useState } from "react";
import type { SpecialTask } from "@/api/contract/activity";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useDrawUserScore } from "../draw-user-score";
import { useGoFinishTask } from "../go-finish-task";

/** Spec 000 section 9: past this many tasks the list folds behind '更多' (4 on phones, 10 elsewhere). */
const FOLDED_AT = { phone: 4, tablet: 10, desktop: 10 } as const;

type Props = { tasks: SpecialTask[]; signedIn: boolean; onLogin: () => void };

/**
 * A step's tasks: 去完成 opens the task; once the server holds its evidence (isFinish) its points are claimed once
 * (已领取, which stays even if the evidence is later withdrawn).
 */
export function TaskList({ tasks, signedIn, onLogin }: Props) {
  const limit = FOLDED_AT[useBreakpoint()];
  const [expanded, setExpanded] = useState(false);
  const finish = useGoFinishTask();
  const draw = useDrawUserScore();
  const shown = expanded ? tasks : tasks.slice(0, limit);

  return (
    <>
      <ol className="task-list">
        {shown.map((t) => (
          <li key={t.id} className="task-list__item">
            <div className="task-list__text">
              <span className="task-list__title">{t.title}</span>
              <span className="task-list__score">+{t.score} 积分</span>
            </div>
            {t.isDraw ? (
              <button type="button" className="btn btn--light btn--sm" disabled>
                已领取
              </button>
            ) : !t.isFinish ? (
              <button
                type="button"
                className="btn btn--primary btn--sm"
                disabled={finish.isPending}
                onClick={() => (signedIn ? finish.mutate(t.id) : onLogin())}
              >
                去完成
              </button>
            ) : (
              <button
                type="button"
                className="btn btn--ghost btn--sm task-list__claim"
                disabled={draw.isPending && draw.variables === t.id}
                onClick={() => draw.mutate(t.id)}
                aria-label={`领取积分：${t.title}`}
              >
                领取积分
              </button>
            )}
          </li>
        ))}
      </ol>
      {tasks.length > limit && (
        <button type="button" className="link-button task-list__more" aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
          {expanded ? "收起" : `更多（共 ${tasks.length} 项）`}
        </button>
      )}
    </>
  );
}
