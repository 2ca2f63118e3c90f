import "./growplan.css";
import { useState } from "react";
import { GROW_TASK_KIND_LABELS, GROW_TASK_KINDS, type GrowTask, type GrowTaskKind } from "@/api/contract/growplan";
import { AppLink } from "@/portal/components/app-link";
import { useOpenTask } from "../open-task";
import { usePlanList } from "../plan-list";

const ACTION: Record<GrowTaskKind, string> = { course: "去学习", live: "去观看", exam: "去考试" };

function TaskCard({ task, onOpen, busy }: { task: GrowTask; onOpen: () => void; busy: boolean }) {
  return (
    <li>
      <button type="button" className="card grow-task" onClick={onOpen} disabled={busy}>
        <span className={`grow-badge grow-badge--${task.kind}`}>{GROW_TASK_KIND_LABELS[task.kind]}</span>
        <strong className="grow-task__title">{task.title}</strong>
        <span className="grow-task__foot">
          <span className={`grow-status grow-status--${task.status}`}>{task.statusText}</span>
          <span className="grow-task__go">{ACTION[task.kind]} ›</span>
        </span>
      </button>
    </li>
  );
}

/** The plan's kinds of task as tabs (GrowPlan/PlanList's planType: 0 all, 1-3 one kind). */
function KindTabs({ kind, onPick }: { kind: GrowTaskKind | null; onPick: (kind: GrowTaskKind | null) => void }) {
  return (
    <fieldset className="grow-kinds" aria-label="任务类型">
      {[null, ...GROW_TASK_KINDS].map((k) => (
        <button key={k ?? "all"} type="button" className="grow-kinds__tab" aria-pressed={k === kind} onClick={() => onPick(k)}>
          {k ? GROW_TASK_KIND_LABELS[k] : "全部"}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * /growplan/planlist (the person's plan) and /growplan/special?id= (a special plan): the stages as a timeline, each
 * task a card that opens where it is done.
 */
export function GrowPlanPage({ specialId = 0 }: { specialId?: number }) {
  const { plan, contentModel, list } = usePlanList(specialId);
  const open = useOpenTask();
  const [kind, setKind] = useState<GrowTaskKind | null>(null);
  const tasks = list.flatMap((s) => s.tasks);
  const done = tasks.filter((t) => t.status === 2).length;
  const percent = tasks.length ? Math.round((done / tasks.length) * 100) : 0;
  return (
    <div className="page container grow-plan">
      <section className="card grow-head">
        <div className="grow-head__main">
          <p className="grow-head__eyebrow">{specialId ? "专项成长计划" : "我的成长计划"}</p>
          <h1 className="grow-head__title">{plan.name}</h1>
          {plan.summary && <p className="grow-head__summary">{plan.summary}</p>}
          {contentModel && (
            <dl className="grow-head__choice">
              <div>
                <dt>岗位</dt>
                <dd>{contentModel.post}</dd>
              </div>
              <div>
                <dt>成长阶段</dt>
                <dd>{contentModel.stage}</dd>
              </div>
              <div>
                <dt>行业</dt>
                <dd>{contentModel.industry}</dd>
              </div>
              <div>
                <dt>开始于</dt>
                <dd>{contentModel.startedAt.slice(0, 10)}</dd>
              </div>
            </dl>
          )}
        </div>
        <div className="grow-head__side">
          <p className="grow-head__progress">
            已完成 <strong>{done}</strong> / {tasks.length} 项任务
          </p>
          <div
            className="grow-progress"
            role="progressbar"
            aria-label="计划完成度"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span className="grow-progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <div className="grow-head__actions">
            <AppLink href="/growplan/learnrecord" className="btn btn--primary btn--sm">
              学习记录
            </AppLink>
            {!specialId && (
              <AppLink href="/growplan/start" className="btn btn--ghost btn--sm">
                重新选择
              </AppLink>
            )}
          </div>
        </div>
      </section>

      <KindTabs kind={kind} onPick={setKind} />
      <ol className="grow-timeline">
        {list.map((step, i) => {
          const shown = kind ? step.tasks.filter((t) => t.kind === kind) : step.tasks;
          return (
            <li key={step.id} className="grow-step">
              <span className="grow-step__marker" aria-hidden="true">
                {i + 1}
              </span>
              <div className="grow-step__body">
                <h2 className="grow-step__title">{step.title}</h2>
                {shown.length ? (
                  <ul className="grow-tasks">
                    {shown.map((t) => (
                      <TaskCard key={t.id} task={t} busy={open.isPending} onOpen={() => open.mutate(t.id)} />
                    ))}
                  </ul>
                ) : (
                  <p className="grow-step__empty">{kind ? `本阶段暂无${GROW_TASK_KIND_LABELS[kind]}任务` : "本阶段暂无任务"}</p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
