import { publicCall } from "../../protocol/call";
import { CityQuerySchema, ProvinceNameSchema, SubIndustryQuerySchema } from "./schemas";
import { areaTree, listCities, listCitiesByProvinceName, listIndustries, listProvinces, listTrainingIndustries } from "./service";

/** Reference lists for pickers (spec 000 section 7, spec 001 "Account"): read by anyone, answered from a short cache. */
export const commonCalls = [
  /** First-level industries [{id, title}]; id 32 is 其他. */
  publicCall({ path: "common/industry", handle: (_input, { deps }) => listIndustries(deps.db) }),

  /** Sub-industries of common/tindustry?parentId={id}. */
  publicCall({
    path: "common/tindustry",
    input: SubIndustryQuerySchema,
    handle: (input, { deps }) => listIndustries(deps.db, input.parentId),
  }),

  publicCall({ path: "common/trainingIndustry", handle: (_input, { deps }) => listTrainingIndustries(deps.db) }),

  /** [{id, provinceName}], mainland provinces then Hong Kong, Macau and Taiwan. */
  publicCall({ path: "common/province", handle: (_input, { deps }) => listProvinces(deps.db) }),

  /** Cities of common/city?id={provinceId}: [{id, cityName}]. */
  publicCall({
    path: "common/city",
    input: CityQuerySchema,
    handle: (input, { deps }) => listCities(deps.db, input.id),
  }),

  /** {list: [{id, cityName}]} for a province name such as 广东省 or 广东. */
  publicCall({
    path: "Common/GetCitysByProvinceName",
    input: ProvinceNameSchema,
    handle: async (input, { deps }) => ({ list: await listCitiesByProvinceName(deps.db, input.provincename) }),
  }),

  /** [{id, name, children: [{id, name, code}]}]: 中国大陆, 港澳台, 海外. */
  publicCall({ path: "common/AreaTree", handle: (_input, { deps }) => areaTree(deps.db) }),
];
