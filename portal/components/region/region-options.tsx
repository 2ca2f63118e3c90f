import type { City, Province } from "@/api/contract/common";

/** How a form stores its choice: the row's id, or its name as typed into the payload. */
type By = "id" | "name";

/** The provinces as <option>s, after a 请选择省份 placeholder (0 or ""). */
export function ProvinceOptions({ provinces, by }: { provinces: Province[]; by: By }) {
  return (
    <>
      <option value={by === "id" ? 0 : ""}>请选择省份</option>
      {provinces.map((p) => (
        <option key={p.id} value={by === "id" ? p.id : p.provinceName}>
          {p.provinceName}
        </option>
      ))}
    </>
  );
}

/** A province's cities as <option>s, after a 请选择城市 placeholder (0 or ""). */
export function CityOptions({ cities, by }: { cities: City[]; by: By }) {
  return (
    <>
      <option value={by === "id" ? 0 : ""}>请选择城市</option>
      {cities.map((c) => (
        <option key={c.id} value={by === "id" ? c.id : c.cityName}>
          {c.cityName}
        </option>
      ))}
    </>
  );
}
