import "./chosen-chips.css";

export type ChosenChip = { key: string; name: string; onRemove: () => void };

/** The filters chosen in a pop-up, shown under the list's bar; each chip removes its own choice. */
export function ChosenChips({ chips }: { chips: ChosenChip[] }) {
  if (!chips.length) return null;
  return (
    <ul className="list-chosen" aria-label="已选条件">
      {chips.map((c) => (
        <li key={c.key}>
          <button type="button" className="list-chosen__chip" aria-label={`移除 ${c.name}`} onClick={c.onRemove}>
            {c.name}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
