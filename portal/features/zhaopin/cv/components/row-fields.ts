import { EDUCATIONS, PLACEHOLDER, POSITION_TYPES, SALARY_RANGES } from "@/api/contract/zhaopin";
import type { CvRowKind } from "../cv-rows";

/** One input of a list row: a yyyy/MM month, text, a select of options, or province and city together. */
export type RowField =
  | { name: string; label: string; type: "month"; required?: boolean; hint?: string }
  | { name: string; label: string; type: "text"; required?: boolean; max: number; placeholder?: string }
  | { name: string; label: string; type: "select"; options: readonly string[]; placeholder: { value: string; label: string } }
  | { name: "province"; label: string; type: "region" };

const education: RowField = {
  name: "education",
  label: "学历",
  type: "select",
  options: EDUCATIONS,
  placeholder: { value: PLACEHOLDER.education, label: PLACEHOLDER.education },
};

/** What each list's pop-up asks, its title, what a row is called, and a new row's values (id 0). */
export const ROW_KINDS: Record<CvRowKind, { title: string; noun: string; fields: RowField[]; blank: Record<string, string | number> }> = {
  work: {
    title: "工作经历",
    noun: "工作经历",
    fields: [
      { name: "startTime", label: "开始时间", type: "month", required: true },
      { name: "endTime", label: "结束时间", type: "month", hint: "不填表示至今" },
      { name: "companyName", label: "公司名称", type: "text", required: true, max: 50 },
      { name: "position", label: "职位名称", type: "text", required: true, max: 30 },
      { name: "salary", label: "月薪", type: "text", max: 20, placeholder: "如 8K" },
    ],
    blank: { id: 0, startTime: "", endTime: "", companyName: "", position: "", salary: "" },
  },
  education: {
    title: "教育经历",
    noun: "教育经历",
    fields: [
      { name: "startTime", label: "入学时间", type: "month", required: true },
      { name: "endTime", label: "毕业时间", type: "month", hint: "不填表示在读" },
      { name: "university", label: "学校名称", type: "text", required: true, max: 50 },
      { name: "major", label: "专业", type: "text", required: true, max: 30 },
      education,
    ],
    blank: { id: 0, startTime: "", endTime: "", university: "", major: "", education: PLACEHOLDER.education },
  },
  intention: {
    title: "求职意向",
    noun: "求职意向",
    fields: [
      {
        name: "positionType",
        label: "期望职位",
        type: "select",
        options: POSITION_TYPES,
        placeholder: { value: "", label: "请选择职位类型" },
      },
      {
        name: "salaryRange",
        label: "期望薪资",
        type: "select",
        options: SALARY_RANGES,
        placeholder: { value: "", label: "请选择期望薪资" },
      },
      { ...education, label: "学历要求" },
      { name: "province", label: "期望城市", type: "region" },
    ],
    blank: { id: 0, positionType: "", salaryRange: "", education: PLACEHOLDER.education, province: "", city: "" },
  },
};

/** yyyy/MM as the month input holds it (yyyy-MM), and back: a browser without the month picker may send either. */
export const toMonthInput = (s: string) => s.replace("/", "-");
export const fromMonthInput = (s: unknown) =>
  typeof s === "string" ? s.trim().replace(/^(\d{4})-(\d{1,2})$/, (_, y, m) => `${y}/${m.padStart(2, "0")}`) : s;
