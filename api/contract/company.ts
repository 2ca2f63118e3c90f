import * as v from "valibot";
import { defineCall } from "./call";

const CompanyNameSchema = v.pipe(v.optional(v.string("请输入公司名称"), ""), v.trim(), v.maxLength(100, "公司名称不能超过100个字"));

const CompanyKeySchema = v.object({ name: CompanyNameSchema });

const CompanyPageSchema = v.object({
  name: CompanyNameSchema,
  currentPage: v.pipe(
    v.optional(v.union([v.number("页码错误"), v.string("页码错误")], "页码错误"), 1),
    v.transform((x) => (typeof x === "string" ? (x.trim() === "" ? 1 : Number(x)) : x)),
    v.number("页码错误"),
    v.integer("页码错误"),
    v.minValue(1, "页码错误"),
    v.maxValue(10_000, "页码错误"),
  ),
});

/** A company name suggestion, with its main company (the legal entity) when one is set. */
export type CompanySuggestion = { id: number; companyName: string; mainCompany: MainCompany | null };
/** A main company (legal entity) of company/GetTycName. */
export type MainCompany = { id: number; name: string };
/** company/GetTycName: one page (10) of matching main companies. */
export type MainCompanyPage = { data: MainCompany[]; currentPage: number; totalPage: number };

/* The calls (the server's company module). */
export const companyGetByKeyNameCall = defineCall({ path: "company/GetByKeyName", input: CompanyKeySchema }).returns<CompanySuggestion[]>();
export const companyGetTycNameCall = defineCall({ path: "company/GetTycName", input: CompanyPageSchema }).returns<MainCompanyPage>();
