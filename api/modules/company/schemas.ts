/** The company pickers' payload schemas live in the contract (api/contract/company.ts), beside their calls. */
export { CompanyKeySchema, CompanyPageSchema } from "@/api/contract/company";
