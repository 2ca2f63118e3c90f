import { toggleId } from "@/portal/lib/toggle-id";
import type { FilterOption } from "../filter-groups";

type Props = { options: FilterOption[]; ids: number[]; onChange: (ids: number[]) => void };

/** A group's options as chips: pressing one chooses it, or no longer. */
export function OptionChips({ options, ids, onChange }: Props) {
  return options.map((o) => (
    <button
      key={o.id}
      type="button"
      className="center-chip"
      aria-pressed={ids.includes(o.id)}
      onClick={() => onChange(toggleId(ids, o.id))}
    >
      {o.name}
    </button>
  ));
}
