import type { TrainingListPage } from "@/api/contract/training";
import { ChosenChips } from "@/portal/components/chosen-chips";
import { FilterPanel } from "@/portal/components/filter-panel/filter-panel";
import { openModal } from "@/portal/components/modal/modal-store";
import { toggleId } from "@/portal/lib/toggle-id";
import { PANEL_GROUP_TEXT, PANEL_GROUPS, type PanelChoice, panelCount, panelOptions } from "../list-filters";

type Options = TrainingListPage["traSeting"];
type Props = { choice: PanelChoice; options: Options; onChange: (choice: Partial<PanelChoice>) => void };

/** 筛选: opens the panel of industries and learning tags, with the number of chips chosen in it. */
export function PanelButton({ choice, options, onChange }: Props) {
  const chosen = panelCount(choice);
  const open = () =>
    openModal({
      title: "筛选",
      size: "lg",
      content: (close) => (
        <FilterPanel
          groups={PANEL_GROUPS}
          labels={PANEL_GROUP_TEXT}
          options={panelOptions(options)}
          initial={choice}
          close={close}
          onApply={onChange}
        />
      ),
    });
  return (
    <button type="button" className="list-bar__filter" aria-haspopup="dialog" onClick={open}>
      筛选{chosen > 0 && <span className="count-badge">{chosen}</span>}
    </button>
  );
}

/** The panel's chosen chips under the bar, each removable on its own. */
export function PanelChips({ choice, options, onChange }: Props) {
  const names = (g: (typeof PANEL_GROUPS)[number], id: number) =>
    g === "industry" ? options.industry.find((o) => o.id === id)?.title : options[g].find((o) => o.id === id)?.name;
  const chips = PANEL_GROUPS.flatMap((g) =>
    choice[g].map((id) => ({ key: `${g}-${id}`, name: names(g, id) ?? "", onRemove: () => onChange({ [g]: toggleId(choice[g], id) }) })),
  );
  return <ChosenChips chips={chips.filter((c) => c.name)} />;
}
