import { useId, useState } from "react";
import type { TrainingListPage } from "@/api/contract/training";
import { NO_PANEL_CHOICE, PANEL_GROUP_TEXT, PANEL_GROUPS, type PanelChoice, type PanelGroup, panelCount, toggleId } from "../list-filters";

type Options = TrainingListPage["traSeting"];

const optionsOf = (options: Options, group: PanelGroup) =>
  group === "industry" ? options.industry.map((o) => ({ id: o.id, name: o.title })) : options[group];

type Props = { options: Options; initial: PanelChoice; onApply: (choice: PanelChoice) => void; close: () => void };

/**
 * The 筛选 pop-up's body (a dialog on desktops, a bottom sheet on phones), in two levels: the groups on the left,
 * the chosen group's chips on the right, so the long industry list does not push the others out of sight. Chips
 * are a draft until 确定: closing the panel changes nothing; 重置 clears the draft.
 */
export function FilterPanel({ options, initial, onApply, close }: Props) {
  const [choice, setChoice] = useState(initial);
  const groups = PANEL_GROUPS.filter((g) => optionsOf(options, g).length);
  const [active, setActive] = useState(groups[0]);
  const id = useId();
  const chosen = panelCount(choice);
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
              {PANEL_GROUP_TEXT[g]}
              {choice[g].length > 0 && <span className="list-filter__count">{choice[g].length}</span>}
            </button>
          ))}
        </div>
        {active && (
          <div className="list-filter__chips" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
            {optionsOf(options, active).map((o) => (
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
        <button type="button" className="btn btn--ghost" onClick={() => setChoice(NO_PANEL_CHOICE)}>
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
