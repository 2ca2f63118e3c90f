import * as v from "valibot";

const CompanyNameSchema = v.pipe(v.optional(v.string("请输入公司名称"), ""), v.trim(), v.maxLength(100, "公司名称不能超过100个字"));

export const CompanyKeySchema = v.object({ name: CompanyNameSchema });

export const CompanyPageSchema = v.object({
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
