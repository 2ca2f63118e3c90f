import { useId, useState } from "react";
import { chosenCount, type FilterChoice, type FilterGroup, type FilterOptions, GROUP_TEXT, noChoice } from "../filter-groups";
import { OptionChips } from "./option-chips";

type Props<G extends FilterGroup> = {
  groups: readonly G[];
  options: FilterOptions<G>;
  initial: FilterChoice<G>;
  onApply: (choice: FilterChoice<G>) => void;
  close: () => void;
};

/**
 * The 筛选 pop-up (a dialog on desktops, a bottom sheet on phones) in two levels: the groups on the left, the chosen
 * group's chips on the right. Chips are a draft until 确定; 重置 clears the draft.
 */
export function CenterFilterPanel<G extends FilterGroup>({ groups: all, options, initial, onApply, close }: Props<G>) {
  const [choice, setChoice] = useState(initial);
  const groups = all.filter((g) => options[g].length);
  const [active, setActive] = useState(groups[0]);
  const id = useId();
  const chosen = chosenCount(choice, all);
  return (
    <div className="center-filter">
      <div className="center-filter__levels">
        <div className="center-filter__tabs" role="tablist" aria-orientation="vertical" aria-label="筛选类别">
          {groups.map((g) => (
            <button
              key={g}
              type="button"
              role="tab"
              id={`${id}-${g}`}
              aria-selected={g === active}
              aria-controls={`${id}-panel`}
              className="center-filter__tab"
              onClick={() => setActive(g)}
            >
              {GROUP_TEXT[g]}
              {choice[g].length > 0 && <span className="center-badge">{choice[g].length}</span>}
            </button>
          ))}
        </div>
        {active && (
          <div className="center-filter__chips" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
            <OptionChips options={options[active]} ids={choice[active]} onChange={(ids) => setChoice((c) => ({ ...c, [active]: ids }))} />
          </div>
        )}
      </div>
      <div className="center-filter__actions">
        <button type="button" className="btn btn--ghost" onClick={() => setChoice(noChoice(all))}>
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
