import { useId, useState } from "react";
import { EDUCATIONS, POSITION_TYPES, WORK_YEARS } from "@/api/contract/zhaopin";
import type { PositionFilter } from "@/api/contract/zhaopin-positions";
import { openModal } from "@/portal/components/modal/modal-store";
import { RegionSelects } from "@/portal/components/region/region-selects";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { chosenCount } from "../filters";

/** Tags people filter by most (a position may carry others). */
const POPULAR_TAGS = ["五险一金", "双休", "带薪年假", "弹性工作", "绩效奖金", "包住", "餐补", "股票期权"];
/** As many tags as the list filters by at once. */
const TAGS_MAX = 5;
const EMPTY: PositionFilter = { positionType: "", education: "", workYears: "", tags: [], province: "", city: "", keyword: "" };

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="zp-filter__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">不限</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters as a draft: 确定 applies them (the address changes), 重置 clears the draft. */
function FilterForm({ initial, onApply, onDone }: { initial: PositionFilter; onApply: (f: PositionFilter) => void; onDone?: () => void }) {
  const [f, setF] = useState(initial);
  const set = (patch: Partial<PositionFilter>) => setF((x) => ({ ...x, ...patch }));
  const keywordId = useId();
  const regionId = useId();
  const toggleTag = (t: string) => set({ tags: f.tags.includes(t) ? f.tags.filter((x) => x !== t) : [...f.tags, t].sort() });
  return (
    <form
      className="zp-filter"
      aria-label="职位筛选"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(f);
        onDone?.();
      }}
    >
      <div className="zp-filter__field zp-filter__field--wide">
        <label htmlFor={keywordId}>关键词</label>
        <input
          id={keywordId}
          className="input"
          maxLength={30}
          placeholder="职位名称"
          value={f.keyword}
          onChange={(e) => set({ keyword: e.target.value })}
        />
      </div>
      <Choice label="职位类型" value={f.positionType} options={POSITION_TYPES} onChange={(positionType) => set({ positionType })} />
      <Choice label="学历要求" value={f.education} options={EDUCATIONS} onChange={(education) => set({ education })} />
      <Choice label="工作经验" value={f.workYears} options={WORK_YEARS} onChange={(workYears) => set({ workYears })} />
      <div className="zp-filter__field zp-filter__field--wide">
        <label htmlFor={regionId}>工作地点</label>
        <RegionSelects
          id={regionId}
          className="zp-filter__region"
          provinceLabel="省份"
          province={f.province}
          city={f.city}
          onChange={(province, city) => set({ province, city })}
        />
      </div>
      <fieldset className="zp-filter__field zp-filter__field--wide zp-filter__tags">
        <legend>福利标签</legend>
        <div className="zp-tags">
          {POPULAR_TAGS.map((t) => (
            <button
              key={t}
              type="button"
              className="zp-chip"
              aria-pressed={f.tags.includes(t)}
              disabled={!f.tags.includes(t) && f.tags.length >= TAGS_MAX}
              onClick={() => toggleTag(t)}
            >
              {t}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="zp-filter__actions">
        <button type="button" className="btn btn--ghost" onClick={() => setF(EMPTY)}>
          重置
        </button>
        <button type="submit" className="btn btn--primary">
          确定
        </button>
      </div>
    </form>
  );
}

/** Desktops show the filters above the list; phones a 筛选 button opening them in a sheet, with how many are chosen. */
export function PositionFilters({ filter, onApply }: { filter: PositionFilter; onApply: (f: PositionFilter) => void }) {
  const phone = useBreakpoint() === "phone";
  const chosen = chosenCount(filter);
  if (!phone) return <FilterForm key={JSON.stringify(filter)} initial={filter} onApply={onApply} />;
  return (
    <button
      type="button"
      className="list-bar__filter"
      aria-haspopup="dialog"
      onClick={() =>
        openModal({ title: "筛选职位", size: "lg", content: (close) => <FilterForm initial={filter} onApply={onApply} onDone={close} /> })
      }
    >
      筛选{chosen > 0 && <span className="count-badge">{chosen}</span>}
    </button>
  );
}
