import type { AreaGroup, City, Industry, Province } from "@/api/contract/common";
import type { Db } from "@/db/client";
import { readAreaCodes, readCities, readIndustries, readProvinces, readTrainingIndustries } from "./queries";
import { cachedReference } from "./reference-cache";

type Reference = {
  industriesByParent: Map<number, Industry[]>;
  trainingIndustries: Industry[];
  provinces: Province[];
  citiesByProvince: Map<number, City[]>;
  areaTree: AreaGroup[];
};

function groupBy<T extends { [k in K]: number }, K extends keyof T, V>(rows: T[], key: K, pick: (row: T) => V) {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const list = groups.get(row[key]) ?? [];
    list.push(pick(row));
    groups.set(row[key], list);
  }
  return groups;
}

/** All reference lists, read whole and indexed once per cache period: a request only looks one up. */
function reference(db: Db): Promise<Reference> {
  return cachedReference(db, "reference", async () => {
    const [industries, trainingIndustries, provinces, cities, areaCodes] = await Promise.all([
      readIndustries(db),
      readTrainingIndustries(db),
      readProvinces(db),
      readCities(db),
      readAreaCodes(db),
    ]);
    const codesByGroup = groupBy(areaCodes, "parentId", ({ id, name, code }) => ({ id, name, code }));
    return {
      industriesByParent: groupBy(industries, "parentId", ({ id, title }) => ({ id, title })),
      trainingIndustries,
      provinces,
      citiesByProvince: groupBy(cities, "provinceId", ({ id, cityName }) => ({ id, cityName })),
      areaTree: (codesByGroup.get(0) ?? []).map((g) => ({ id: g.id, name: g.name, children: codesByGroup.get(g.id) ?? [] })),
    };
  });
}

/** First-level industries (parentId 0) or the sub-industries of one; [] for an unknown id. */
export async function listIndustries(db: Db, parentId = 0) {
  return (await reference(db)).industriesByParent.get(parentId) ?? [];
}

export async function isFirstLevelIndustry(db: Db, id: number) {
  return (await listIndustries(db)).some((i) => i.id === id);
}

export async function listTrainingIndustries(db: Db) {
  return (await reference(db)).trainingIndustries;
}

export async function listProvinces(db: Db) {
  return (await reference(db)).provinces;
}

export async function listCities(db: Db, provinceId: number) {
  return (await reference(db)).citiesByProvince.get(provinceId) ?? [];
}

/**
 * Cities of a province named in full (广东省) or short (广东, 北京, 内蒙古, 香港): the province whose
 * name is the given one or starts with it. [] when none matches or the name is under 2 characters.
 */
export async function listCitiesByProvinceName(db: Db, name: string) {
  if (name.length < 2) return [];
  const provinces = await listProvinces(db);
  const province = provinces.find((p) => p.provinceName === name) ?? provinces.find((p) => p.provinceName.startsWith(name));
  return province ? listCities(db, province.id) : [];
}

export async function areaTree(db: Db) {
  return (await reference(db)).areaTree;
}
