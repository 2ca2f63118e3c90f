import * as v from "valibot";
import { defineCall } from "./call";
import { INT_MAX } from "./pager";

/** An id from a query string or a body: 5 and "5" alike; absent or anything else answers `message`. */
const IdParamSchema = (message: string) =>
  v.pipe(
    v.optional(v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message))], message), ""),
    v.transform(Number),
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(INT_MAX, message),
  );

const CityQuerySchema = v.object({ id: IdParamSchema("请选择省份") });
const SubIndustryQuerySchema = v.object({ parentId: IdParamSchema("请选择一级行业") });
const ProvinceNameSchema = v.object({
  provincename: v.pipe(v.optional(v.string("请选择省份"), ""), v.trim(), v.maxLength(50, "省份名称过长")),
});

/** The pickers' reference lists. */
export type Industry = { id: number; title: string };
export type Province = { id: number; provinceName: string };
export type City = { id: number; cityName: string };
/** common/AreaTree: phone area codes, grouped by region. */
type AreaCodeNode = { id: number; name: string; code: string };
export type AreaGroup = { id: number; name: string; children: AreaCodeNode[] };

/* The calls (the server's common module). */
export const commonTindustryCall = defineCall({ path: "common/tindustry", input: SubIndustryQuerySchema }).returns<Industry[]>();
export const commonCityCall = defineCall({ path: "common/city", input: CityQuerySchema }).returns<City[]>();
export const commonGetCitysByProvinceNameCall = defineCall({
  path: "Common/GetCitysByProvinceName",
  input: ProvinceNameSchema,
}).returns<{ list: City[] }>();
export const commonIndustryCall = defineCall({ path: "common/industry" }).returns<Industry[]>();
export const commonTrainingIndustryCall = defineCall({ path: "common/trainingIndustry" }).returns<Industry[]>();
export const commonProvinceCall = defineCall({ path: "common/province" }).returns<Province[]>();
export const commonAreaTreeCall = defineCall({ path: "common/AreaTree" }).returns<AreaGroup[]>();
