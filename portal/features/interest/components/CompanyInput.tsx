import "../../../components/company/combobox.css";
import { useId, useState } from "react";
import { useCompanySuggestions } from "../company-suggestions";

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** 公司名称 with suggestions from company/GetByKeyName: arrows move, Enter picks, Esc closes; free text is fine too. */
export function CompanyInput({ id, value, onChange, invalid, describedBy }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useCompanySuggestions(value).filter((s) => s.companyName !== value);
  const shown = open && suggestions.length > 0;

  const pick = (name: string) => {
    onChange(name);
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
        placeholder="请输入公司全称"
        maxLength={100}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
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
            setActive((i) => (i + step + suggestions.length) % suggestions.length);
          } else if (e.key === "Enter" && active >= 0) {
            e.preventDefault();
            pick(suggestions[active].companyName);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      {shown && (
        <ul className="combobox__list" id={listId} role="listbox" aria-label="公司名称建议">
          {suggestions.map((s, i) => (
            <li
              key={s.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="combobox__option"
              // Picks before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s.companyName);
              }}
            >
              <span>{s.companyName}</span>
              {s.mainCompany && s.mainCompany.name !== s.companyName && <small>主体：{s.mainCompany.name}</small>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
