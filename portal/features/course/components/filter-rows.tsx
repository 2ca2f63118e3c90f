import { type FilterChoice, type FilterGroup, type FilterOptions, GROUP_TEXT } from "../filter-groups";
import { OptionChips } from "./option-chips";

type Props<G extends FilterGroup> = {
  groups: readonly G[];
  options: FilterOptions<G>;
  choice: FilterChoice<G>;
  onChoose: (group: G, ids: number[]) => void;
};

/** Desktops: one row of chips per group with options, 全部 first. */
export function FilterRows<G extends FilterGroup>({ groups, options, choice, onChoose }: Props<G>) {
  return (
    <div className="center-rows">
      {groups
        .filter((g) => options[g].length)
        .map((g) => (
          <fieldset key={g} className="center-rows__row">
            <legend className="center-rows__name">{GROUP_TEXT[g]}</legend>
            <button type="button" className="center-chip" aria-pressed={!choice[g].length} onClick={() => onChoose(g, [])}>
              全部
            </button>
            <OptionChips options={options[g]} ids={choice[g]} onChange={(ids) => onChoose(g, ids)} />
          </fieldset>
        ))}
    </div>
  );
}
