import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { areaCodes, cities, industries, provinces, trainingIndustries } from "@/db/schema/common";

/** Whole reference tables in display order; they are small (at most a few hundred rows each). */

export const readIndustries = (db: Db) =>
  prepared(db, "common.industries", (d) =>
    d
      .select({ id: industries.id, parentId: industries.parentId, title: industries.title })
      .from(industries)
      .orderBy(asc(industries.parentId), asc(industries.sort), asc(industries.id))
      .prepare("common_industries"),
  ).execute();

export const readTrainingIndustries = (db: Db) =>
  prepared(db, "common.trainingIndustries", (d) =>
    d
      .select({ id: trainingIndustries.id, title: trainingIndustries.title })
      .from(trainingIndustries)
      .orderBy(asc(trainingIndustries.sort), asc(trainingIndustries.id))
      .prepare("common_training_industries"),
  ).execute();

export const readProvinces = (db: Db) =>
  prepared(db, "common.provinces", (d) =>
    d
      .select({ id: provinces.id, provinceName: provinces.provinceName })
      .from(provinces)
      .orderBy(asc(provinces.sort), asc(provinces.id))
      .prepare("common_provinces"),
  ).execute();

export const readCities = (db: Db) =>
  prepared(db, "common.cities", (d) =>
    d
      .select({ id: cities.id, provinceId: cities.provinceId, cityName: cities.cityName })
      .from(cities)
      .orderBy(asc(cities.provinceId), asc(cities.sort), asc(cities.id))
      .prepare("common_cities"),
  ).execute();

export const readAreaCodes = (db: Db) =>
  prepared(db, "common.areaCodes", (d) =>
    d
      .select({ id: areaCodes.id, parentId: areaCodes.parentId, name: areaCodes.name, code: areaCodes.code })
      .from(areaCodes)
      .orderBy(asc(areaCodes.parentId), asc(areaCodes.sort), asc(areaCodes.id))
      .prepare("common_area_codes"),
  ).execute();
