import type { ReactNode } from "react";
import { FilterPanel } from "@/portal/components/filter-panel/filter-panel";
import { openModal } from "@/portal/components/modal/modal-store";
import { type FilterChoice, type FilterGroup, type FilterOptions, GROUP_TEXT } from "../filter-groups";

type PanelProps<G extends FilterGroup> = {
  groups: readonly G[];
  options: FilterOptions<G>;
  choice: FilterChoice<G>;
  onApply: (choice: FilterChoice<G>) => void;
};

type Props<G extends FilterGroup> = {
  /** The options chosen in the groups, counted on 筛选. */
  chosen: number;
  /** Whether anything narrows the list (the groups, or the page's own toggles), for 重置 to clear. */
  narrowed: boolean;
  onReset: () => void;
  /** Phones: the groups go in the 筛选 pop-up. */
  panel?: PanelProps<G>;
  /** The left end: the page's orders or toggles. */
  children?: ReactNode;
};

/** The bar above a course list: the page's own controls, 重置, and on phones the 筛选 pop-up with the number chosen. */
export function FilterBar<G extends FilterGroup>({ chosen, narrowed, onReset, panel, children }: Props<G>) {
  const openPanel = (p: PanelProps<G>) =>
    openModal({
      title: "筛选",
      size: "lg",
      content: (close) => (
        <FilterPanel groups={p.groups} labels={GROUP_TEXT} options={p.options} initial={p.choice} close={close} onApply={p.onApply} />
      ),
    });
  return (
    <div className="list-bar">
      {children ?? <span />}
      <div className="list-bar__end">
        <button type="button" className="list-bar__filter" disabled={!narrowed} onClick={onReset}>
          重置
        </button>
        {panel && (
          <button type="button" className="list-bar__filter" aria-haspopup="dialog" onClick={() => openPanel(panel)}>
            筛选{chosen > 0 && <span className="count-badge">{chosen}</span>}
          </button>
        )}
      </div>
    </div>
  );
}
