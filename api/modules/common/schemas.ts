/** The pickers' payload schemas live in the contract (api/contract/common.ts), beside their calls. */
export { CityQuerySchema, IdParamSchema, ProvinceNameSchema, SubIndustryQuerySchema } from "@/api/contract/common";
