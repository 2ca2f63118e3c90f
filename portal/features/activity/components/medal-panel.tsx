import { useState } from "react";
import type { StepMedal } from "@/api/contract/activity";
import { useDrawUserMedal } from "../draw-user-medal";

type Props = { activityId: number; stepId: number; medal: StepMedal; signedIn: boolean; onLogin: () => void };

/** A step's medal: its levels (lit once held, userId above 0) and the claim button (已领取 after code 0). */
export function MedalPanel({ activityId, stepId, medal, signedIn, onLogin }: Props) {
  const draw = useDrawUserMedal();
  const [claimed, setClaimed] = useState(false);
  const allHeld = medal.list.length > 0 && medal.list.every((l) => l.userId > 0);
  const done = claimed || allHeld;

  return (
    <aside className="medal-panel" aria-label={`勋章：${medal.medal.name}`}>
      <div className="medal-panel__head">
        <strong>{medal.medal.name}</strong>
        {medal.medal.memo && <p>{medal.medal.memo}</p>}
      </div>
      <ul className="medal-panel__levels">
        {medal.list.map((l) => {
          const held = l.userId > 0;
          const icon = held ? l.iconLighten : l.icon;
          return (
            <li key={l.id} className={`medal-level${held ? " medal-level--held" : ""}`}>
              {icon ? (
                <img src={icon} alt="" className="medal-level__icon" />
              ) : (
                <span className="medal-level__badge" aria-hidden="true">
                  {l.level}
                </span>
              )}
              <span className="medal-level__name">{l.level} 级</span>
              <span className="medal-level__rule">
                完成 {l.number} 项{l.score > 0 ? ` · +${l.score} 积分` : ""}
              </span>
              <span className="medal-level__state">{held ? "已获得" : "未获得"}</span>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`btn btn--block ${done ? "btn--light" : "btn--primary"}`}
        disabled={done || draw.isPending}
        aria-label={done ? `${medal.medal.name}已领取` : `领取${medal.medal.name}`}
        onClick={() => {
          if (!signedIn) return onLogin();
          draw.mutate({ activityId, stepId }, { onSuccess: (ok) => ok && setClaimed(true) });
        }}
      >
        {done ? "已领取" : "领取勋章"}
      </button>
    </aside>
  );
}
