import "./combobox.css";
import { useId, useState } from "react";
import { type MainCompany, useMainCompanies } from "./main-companies";

type Props = {
  id: string;
  value: string;
  /** Typing drops the earlier choice: only a picked main company counts (spec 000 section 5). */
  onType: (text: string) => void;
  onPick: (company: MainCompany) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** 公司主体: searched with company/GetTycName from 2 characters; arrows move, Enter picks, Esc closes. */
export function MainCompanyInput({ id, value, onType, onPick, invalid, describedBy }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const found = useMainCompanies(value).filter((c) => c.name !== value);
  const shown = open && found.length > 0;

  const pick = (company: MainCompany) => {
    onPick(company);
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
        placeholder="输入至少 2 个字搜索并选择公司主体"
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
            setActive((i) => (i + step + found.length) % found.length);
          } else if (e.key === "Enter" && active >= 0) {
            e.preventDefault();
            pick(found[active]);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      {shown && (
        <ul className="combobox__list" id={listId} role="listbox" aria-label="公司主体">
          {found.map((c, i) => (
            <li
              key={c.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="combobox__option"
              // Picks before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(c);
              }}
            >
              {c.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
