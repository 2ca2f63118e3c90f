import * as v from "valibot";
import { httpError } from "@/api/protocol/errors";
import { refuseUnsafeJson } from "@/api/protocol/json";
import { INT_MAX } from "../contract/pager";

/** Largest page the list answers (react-admin's export asks for 1,000 rows). */
export const MAX_PAGE = 1000;

/** A row offset; PostgreSQL takes up to a bigint, no list here nears 2^31 rows. */
const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(INT_MAX));
const SortSchema = v.tuple([v.string(), v.picklist(["ASC", "DESC"])]);
const RangeSchema = v.pipe(
  v.tuple([Index, Index]),
  v.check(([from, to]) => from <= to),
);
const FilterSchema = v.record(v.string(), v.unknown());

export type ListQuery = {
  sort: { field: string; order: "ASC" | "DESC" } | null;
  /** Inclusive row offsets; null for getMany (no range asked). */
  range: { from: number; to: number } | null;
  filter: Record<string, unknown>;
};

function param<S extends v.GenericSchema>(raw: string | undefined, schema: S, name: string): v.InferOutput<S> | undefined {
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw httpError(400, `查询参数 ${name} 格式错误`);
  }
  refuseUnsafeJson(value);
  const result = v.safeParse(schema, value);
  if (!result.success) throw httpError(400, `查询参数 ${name} 格式错误`);
  return result.output;
}

/** `?sort=["field","ASC"]&range=[0,24]&filter={"q":"x"}` of ra-data-simple-rest. */
export function parseListQuery(query: Record<string, string | undefined>): ListQuery {
  const sort = param(query.sort, SortSchema, "sort");
  const range = param(query.range, RangeSchema, "range");
  return {
    sort: sort ? { field: sort[0], order: sort[1] } : null,
    range: range ? { from: range[0], to: Math.min(range[1], range[0] + MAX_PAGE - 1) } : null,
    filter: param(query.filter, FilterSchema, "filter") ?? {},
  };
}
