import { invalidProps } from "../field";
import type { Answer } from "../signup-form/answer";
import { useCities } from "./cities";
import { useProvinces } from "./provinces";
import { CityOptions, ProvinceOptions } from "./region-options";

type Props = { id: string; answer: Answer; onChange: (answer: Answer) => void; error?: string };

/** 城市: province, then city; d is the city's id, v the names. */
export function CityPicker({ id, answer, onChange, error }: Props) {
  const provinces = useProvinces();
  const [provinceId, cityId] = answer.levels;
  const cities = useCities(provinceId);
  const change = (p: number, c: number) => {
    const names = [provinces.find((x) => x.id === p)?.provinceName, cities.find((x) => x.id === c)?.cityName].filter(Boolean);
    onChange({ levels: [p, c], d: c ? String(c) : "", v: names.join(" ") });
  };
  return (
    <div className="activity-form__pair">
      <select className="select" value={provinceId} onChange={(e) => change(Number(e.target.value), 0)} {...invalidProps(id, error)}>
        <ProvinceOptions provinces={provinces} by="id" />
      </select>
      <select
        className="select"
        aria-label="城市"
        value={cityId}
        disabled={!cities.length}
        onChange={(e) => change(provinceId, Number(e.target.value))}
      >
        <CityOptions cities={cities} by="id" />
      </select>
    </div>
  );
}
