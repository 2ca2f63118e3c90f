import { invalidProps } from "../field";
import { useCities } from "./cities";
import { useProvinces } from "./provinces";
import { CityOptions, ProvinceOptions } from "./region-options";

type Props = {
  /** The province select's id, which the field's label names (and its error). */
  id: string;
  province: string;
  city: string;
  /** A new province clears the city: the caller gets both. */
  onChange: (province: string, city: string) => void;
  error?: string;
  /** The row's class, as the form lays its fields out. */
  className: string;
  /** The province select's own name where the field's label says 省市 together. */
  provinceLabel?: string;
};

/**
 * Province, then city, both kept as names (as the profile, the exam profile and a shop order store them). A saved
 * city stays shown while its province's list loads.
 */
export function RegionSelects({ id, province, city, onChange, error, className, provinceLabel }: Props) {
  const provinces = useProvinces();
  const cities = useCities(provinces.find((p) => p.provinceName === province)?.id ?? 0);
  return (
    <div className={className}>
      <select
        className="select"
        aria-label={provinceLabel}
        value={province}
        onChange={(e) => onChange(e.target.value, "")}
        {...invalidProps(id, error)}
      >
        <ProvinceOptions provinces={provinces} by="name" />
      </select>
      <select
        className="select"
        aria-label="城市"
        value={city}
        disabled={!cities.length}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(province, e.target.value)}
      >
        {city && !cities.some((c) => c.cityName === city) && <option value={city}>{city}</option>}
        <CityOptions cities={cities} by="name" />
      </select>
    </div>
  );
}
