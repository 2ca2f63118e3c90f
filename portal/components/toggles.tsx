/** A row of toggle buttons, one pressed: the list bars' status and order. */
export function Toggles({
  label,
  tabs,
  value,
  onPick,
}: {
  label: string;
  tabs: readonly { value: number; label: string }[];
  value: number;
  onPick: (v: number) => void;
}) {
  return (
    <fieldset className="list-bar__toggles" aria-label={label}>
      {tabs.map((t) => (
        <button key={t.value} type="button" className="list-bar__toggle" aria-pressed={t.value === value} onClick={() => onPick(t.value)}>
          {t.label}
        </button>
      ))}
    </fieldset>
  );
}
