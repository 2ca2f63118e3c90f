import * as v from "valibot";

/** PostgreSQL's integer: a whole number of a payload is stored in, or compared with, such a column. */
export const INT_MAX = 2_147_483_647;

/**
 * A whole number, or its digits as a string (selects and query strings send either), in PostgreSQL's integer range;
 * anything else fails.
 */
export const intLike = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((x) => (typeof x === "string" ? (x.trim() === "" ? 0 : Number(x)) : x)),
  v.number(),
  v.integer(),
  v.minValue(-INT_MAX - 1),
  v.maxValue(INT_MAX),
);

/** A record's id as intLike: one that is not positive names no record and fails with `message`. */
export const idLike = (message: string) => v.pipe(intLike, v.minValue(1, message));

/** The pager's initial value of an id (spec 001 section 3: `id: -1`, like `totalRecord: -1`): no choice yet. */
const UNSET = -1;
/** A list's filter or tab id where absent, 0 or the pager's initial -1 all mean all (answered as 0). */
export const filterIdSchema = (max = INT_MAX) =>
  v.pipe(
    v.optional(intLike, 0),
    v.transform((n) => (n === UNSET ? 0 : n)),
    v.minValue(0, "参数错误"),
    v.maxValue(max, "参数错误"),
  );
/** The same for a tab id that may come under either of two names. */
export const unsetAsAll = (id: number) => (id === UNSET ? 0 : id);

/** currentPage of a pager (spec 001 section 3), 1 when absent. */
export const PageSchema = v.pipe(v.optional(intLike, 1), v.minValue(1, "页码错误"), v.maxValue(10_000, "页码错误"));

/** pageSize of a pager, `fallback` when absent. */
export const pageSizeSchema = (fallback: number) => v.pipe(v.optional(intLike, fallback), v.minValue(1), v.maxValue(50));

/** A filter's chosen ids: an array, or the query string's comma-separated text ('3,7'); empty means any. */
export const IdListSchema = v.pipe(
  v.optional(v.union([v.array(intLike), v.pipe(v.string(), v.maxLength(500))]), []),
  v.transform((x) =>
    typeof x === "string"
      ? x
          .split(",")
          .filter((p) => p.trim() !== "")
          .map(Number)
      : x,
  ),
  v.array(v.pipe(v.number("参数错误"), v.integer("参数错误"), v.minValue(1, "参数错误"), v.maxValue(INT_MAX, "参数错误"))),
  v.maxLength(50, "筛选条件过多"),
);

/** A pager call's page: the rows and where they sit. */
export type Pager = { currentPage: number; pageSize: number; totalPage: number; totalRecord: number };
export type Page<T> = { list: T[]; pager: Pager };

/** The pager of page `currentPage` of `total` records, `pageSize` a page: the one place totalPage is counted. */
export function pagerOf(currentPage: number, pageSize: number, total: number): Pager {
  return { currentPage, pageSize, totalPage: Math.ceil(total / pageSize), totalRecord: total };
}
