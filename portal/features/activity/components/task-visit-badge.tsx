import "./task-visit-badge.css";
import { useEffect, useState } from "react";
import { TASK_VISIT_MSG, TASK_VISIT_PARAM, TASK_VISIT_SECONDS } from "@/api/contract/task-visit";
import { ApiError } from "../../../lib/api";
import { finishVisit } from "../task-visit";

type State = { left: number } | { done: true; msg: string } | { failed: string };

/** Whether the page still carries this visit (a move to another page of the tab ends it). */
const stillHere = (token: string) => new URLSearchParams(window.location.search).get(TASK_VISIT_PARAM) === token;

/**
 * The corner card of a page opened by a visit task's 去完成: it counts TASK_VISIT_SECONDS while the page is in view,
 * then reports the visit; the special topic's page, in the other tab, then offers the points.
 */
export function TaskVisitBadge({ token }: { token: string }) {
  const [state, setState] = useState<State>({ left: TASK_VISIT_SECONDS });
  const [gone, setGone] = useState(false);

  useEffect(() => {
    if (!("left" in state)) return;
    if (state.left > 0) {
      const tick = setTimeout(() => {
        if (!stillHere(token)) setGone(true);
        else if (document.visibilityState === "visible") setState({ left: state.left - 1 });
        else setState({ ...state });
      }, 1000);
      return () => clearTimeout(tick);
    }
    finishVisit(token).then(
      () => setState({ done: true, msg: TASK_VISIT_MSG.finished }),
      (e: unknown) => setState({ failed: e instanceof ApiError ? e.message : "网络异常，请稍后再试" }),
    );
  }, [state, token]);

  if (gone) return null;
  const done = "done" in state;
  return (
    <aside className={`task-visit${done ? " task-visit--done" : ""}`} aria-label="浏览任务" data-covers-corner>
      <p role="status" className="task-visit__text">
        {"left" in state ? (
          <>
            浏览本页 <strong>{state.left}</strong> 秒后完成任务
          </>
        ) : done ? (
          state.msg
        ) : (
          state.failed
        )}
      </p>
      {"left" in state && (
        <span className="task-visit__bar" aria-hidden="true">
          <span style={{ width: `${((TASK_VISIT_SECONDS - state.left) / TASK_VISIT_SECONDS) * 100}%` }} />
        </span>
      )}
    </aside>
  );
}
