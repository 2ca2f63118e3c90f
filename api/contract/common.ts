import * as v from "valibot";

/** An id from a query string or a body: 5 and "5" alike; absent or anything else answers `message`. */
export const IdParamSchema = (message: string) =>
  v.pipe(
    v.optional(v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message))], message), ""),
    v.transform(Number),
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
  );

export const CityQuerySchema = v.object({ id: IdParamSchema("请选择省份") });
export const SubIndustryQuerySchema = v.object({ parentId: IdParamSchema("请选择一级行业") });
export const ProvinceNameSchema = v.object({
  provincename: v.pipe(v.optional(v.string("请选择省份"), ""), v.trim(), v.maxLength(50, "省份名称过长")),
});
