import "./filter-panel.css";
import { useId, useState } from "react";
import { toggleId } from "@/portal/lib/toggle-id";

type Option = { id: number; name: string };

type Props<G extends string> = {
  groups: readonly G[];
  /** Each group's name on its tab. */
  labels: Record<G, string>;
  options: Record<G, Option[]>;
  initial: Record<G, number[]>;
  onApply: (choice: Record<G, number[]>) => void;
  close: () => void;
};

const count = <G extends string>(choice: Record<G, number[]>, groups: readonly G[]) => groups.reduce((n, g) => n + choice[g].length, 0);

/**
 * The 筛选 pop-up's body (a dialog on desktops, a bottom sheet on phones; spec 001: multi-level pop-ups), in two
 * levels: the groups on the left, the chosen group's chips on the right, so a long group does not push the others out
 * of sight. Groups without options are left out. Chips are a draft until 确定: closing changes nothing; 重置 clears
 * the draft.
 */
export function FilterPanel<G extends string>({ groups: all, labels, options, initial, onApply, close }: Props<G>) {
  const [choice, setChoice] = useState(() => Object.fromEntries(all.map((g) => [g, initial[g]])) as Record<G, number[]>);
  const groups = all.filter((g) => options[g].length);
  const [active, setActive] = useState(groups[0]);
  const id = useId();
  const chosen = count(choice, all);
  return (
    <div className="list-filter">
      <div className="list-filter__levels">
        <div className="list-filter__tabs" role="tablist" aria-orientation="vertical" aria-label="筛选类别">
          {groups.map((g) => (
            <button
              key={g}
              type="button"
              role="tab"
              id={`${id}-${g}`}
              aria-selected={g === active}
              aria-controls={`${id}-panel`}
              className="list-filter__tab"
              onClick={() => setActive(g)}
            >
              {labels[g]}
              {choice[g].length > 0 && <span className="count-badge">{choice[g].length}</span>}
            </button>
          ))}
        </div>
        {active && (
          <div className="list-filter__chips" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
            {options[active].map((o) => (
              <button
                key={o.id}
                type="button"
                className="list-filter__chip"
                aria-pressed={choice[active].includes(o.id)}
                onClick={() => setChoice((c) => ({ ...c, [active]: toggleId(c[active], o.id) }))}
              >
                {o.name}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="list-filter__actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setChoice(Object.fromEntries(all.map((g) => [g, []])) as unknown as Record<G, number[]>)}
        >
          重置
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            onApply(choice);
            close();
          }}
        >
          确定{chosen > 0 && `（已选 ${chosen}）`}
        </button>
      </div>
    </div>
  );
}
