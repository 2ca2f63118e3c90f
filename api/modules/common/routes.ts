import {
  commonAreaTreeCall,
  commonCityCall,
  commonGetCitysByProvinceNameCall,
  commonIndustryCall,
  commonProvinceCall,
  commonTindustryCall,
  commonTrainingIndustryCall,
} from "@/api/contract/common";
import { publicCall } from "../../protocol/call";
import { areaTree, listCities, listCitiesByProvinceName, listIndustries, listProvinces, listTrainingIndustries } from "./service";

/** Reference lists for pickers (spec 000 section 7, spec 001 "Account"): read by anyone, answered from a short cache. */
export const commonCalls = [
  /** First-level industries; id 32 is 其他. */
  publicCall(commonIndustryCall, { handle: (_input, { deps }) => listIndustries(deps.db) }),

  /** Sub-industries of common/tindustry?parentId={id}. */
  publicCall(commonTindustryCall, {
    handle: (input, { deps }) => listIndustries(deps.db, input.parentId),
  }),

  publicCall(commonTrainingIndustryCall, { handle: (_input, { deps }) => listTrainingIndustries(deps.db) }),

  /** Mainland provinces, then Hong Kong, Macau and Taiwan. */
  publicCall(commonProvinceCall, { handle: (_input, { deps }) => listProvinces(deps.db) }),

  /** Cities of common/city?id={provinceId}. */
  publicCall(commonCityCall, {
    handle: (input, { deps }) => listCities(deps.db, input.id),
  }),

  /** The cities of a province name such as 广东省 or 广东. */
  publicCall(commonGetCitysByProvinceNameCall, {
    handle: async (input, { deps }) => ({ list: await listCitiesByProvinceName(deps.db, input.provincename) }),
  }),

  /** Area codes by region: 中国大陆, 港澳台, 海外. */
  publicCall(commonAreaTreeCall, { handle: (_input, { deps }) => areaTree(deps.db) }),
];
