import "./combobox.css";
import { type ReactNode, useId, useState } from "react";

type Props<T> = {
  id: string;
  value: string;
  /** The suggestions for what is typed now (already fetched by the caller's query hook). */
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  onType: (text: string) => void;
  onPick: (item: T) => void;
  placeholder: string;
  listLabel: string;
  invalid?: boolean;
  describedBy?: string;
};

/** A text box with a suggestion list under it: arrows move, Enter picks, Esc closes (WAI-ARIA combobox). */
export function Combobox<T>({
  id,
  value,
  items,
  itemKey,
  renderItem,
  onType,
  onPick,
  placeholder,
  listLabel,
  invalid,
  describedBy,
}: Props<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && items.length > 0;

  const pick = (item: T) => {
    onPick(item);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="combobox">
      <input
        id={id}
        className="input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        maxLength={100}
        value={value}
        onChange={(e) => {
          onType(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (!shown) return;
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            const step = e.key === "ArrowDown" ? 1 : -1;
            setActive((i) => (i + step + items.length) % items.length);
          } else if (e.key === "Enter" && active >= 0) {
            e.preventDefault();
            pick(items[active]);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      {shown && (
        <div className="combobox__list" id={listId} role="listbox" aria-label={listLabel}>
          {items.map((item, i) => (
            <div
              key={itemKey(item)}
              id={`${listId}-${i}`}
              role="option"
              // Reached by the arrow keys through aria-activedescendant, never by Tab.
              tabIndex={-1}
              aria-selected={i === active}
              className="combobox__option"
              // Picks before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(item);
              }}
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
