import * as v from "valibot";
import { defineCall } from "./call";

/** How many times the back office's 压测 page sends Help/yace (spec 001: 'sent 1000 times with fixed sample data'). */
export const YACE_RUNS = 1000;

/** The fixed sample every Help/yace carries: what a reader of the help center asks. */
export const YACE_SAMPLE = { key: "如何报名认证考试", currentPage: 1 };

export const YACE_MSG = { operatorsOnly: "仅运营人员可以使用压测" } as const;

const YaceSchema = v.object({
  key: v.pipe(v.string("参数错误"), v.maxLength(50, "参数错误")),
  currentPage: v.pipe(v.number("参数错误"), v.integer("参数错误"), v.minValue(1, "参数错误"), v.maxValue(1000, "参数错误")),
});

/** What one Help/yace answers: the sample's key back, and how many help categories the read found. */
export type YaceAnswer = { key: string; categories: number };

/** Help/yace: the load-test call. It does the help center's read, so a run measures the whole path to the database. */
export const helpYaceCall = defineCall({ path: "Help/yace", input: YaceSchema }).returns<YaceAnswer>();
