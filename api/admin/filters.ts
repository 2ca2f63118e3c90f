import { type AnyColumn, arrayContains, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { httpError } from "@/api/protocol/errors";
import { isStorableDate } from "../contract/beijing-time";
import { INT_MAX } from "../contract/pager";

/** Builders for ResourceDef.filters: each turns a filter value from react-admin into a condition, or none when empty. */

const bad = (): never => {
  throw httpError(400, "筛选条件无效");
};
const empty = (value: unknown) => value === undefined || value === null || value === "";

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The search box (`q`): a substring of any of the columns, case-insensitive. */
export function search(...columns: AnyColumn[]) {
  return (value: unknown): SQL | undefined => {
    if (empty(value)) return undefined;
    if (typeof value !== "string" || value.length > 100) return bad();
    const q = value.trim();
    if (!q) return undefined;
    return or(...columns.map((col) => ilike(col, `%${escapeLike(q)}%`)));
  };
}

/** A filter's integer: a number or a string of digits, in the range of the integer column it is compared with. */
export function intOf(value: unknown): number {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && Math.abs(n) <= INT_MAX ? n : bad();
}

/** An integer column equal to the value. */
export function equalsInt(column: AnyColumn) {
  return (value: unknown): SQL | undefined => (empty(value) ? undefined : eq(column, intOf(value)));
}

/** An int[] column holding the value (a session carrying a tag: `tag_ids @> array[id]`). */
export function holdsInt(column: AnyColumn) {
  return (value: unknown): SQL | undefined => (empty(value) ? undefined : arrayContains(column, [intOf(value)]));
}

/** A text column equal to the value; `allowed` limits it to known values. */
export function equalsText(column: AnyColumn, allowed?: readonly string[]) {
  return (value: unknown): SQL | undefined => {
    if (empty(value)) return undefined;
    const s = typeof value === "number" ? String(value) : value;
    if (typeof s !== "string" || s.length > 100 || (allowed && !allowed.includes(s))) return bad();
    return eq(column, s);
  };
}

/** A text[] column holding the value. */
export function contains(column: AnyColumn, allowed?: readonly string[]) {
  return (value: unknown): SQL | undefined => {
    if (empty(value)) return undefined;
    if (typeof value !== "string" || (allowed && !allowed.includes(value))) return bad();
    return arrayContains(column, [value]);
  };
}

/** A 0/1 integer flag column. */
export function flag(column: AnyColumn) {
  return (value: unknown): SQL | undefined => {
    if (empty(value)) return undefined;
    if (typeof value !== "boolean") return bad();
    return eq(column, value ? 1 : 0);
  };
}

/** Rows created at or after a moment (an ISO date or date-time). */
export function since(column: AnyColumn) {
  return (value: unknown): SQL | undefined => {
    if (empty(value)) return undefined;
    const at = typeof value === "string" ? new Date(value) : null;
    if (!at || !isStorableDate(at)) return bad();
    return sql`${column} >= ${at.toISOString()}::timestamptz`;
  };
}

/** Yes or no on whether a nullable column is set (a moment something was suspended, say). */
export function isSet(column: AnyColumn) {
  return (value: unknown): SQL | undefined => {
    if (empty(value)) return undefined;
    if (typeof value !== "boolean") return bad();
    return value ? isNotNull(column) : isNull(column);
  };
}

/** A checkbox filter: `true` applies the condition, unticked applies none. */
export function when(condition: SQL) {
  return (value: unknown): SQL | undefined => {
    if (empty(value) || value === false) return undefined;
    if (value !== true) return bad();
    return condition;
  };
}
