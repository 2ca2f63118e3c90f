import type { AnyColumn, SQL } from "drizzle-orm";
import type { PgTableWithColumns } from "drizzle-orm/pg-core";
import type * as v from "valibot";
import type { Conn, Tx } from "@/db/client";
import type { AdminResource } from "../contract/admin";
import type { Admin } from "./identity";

type AnySchema = v.GenericSchema<unknown, unknown> | v.GenericSchemaAsync<unknown, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: any table at all; each definition is checked against its own table
type AnyTable = PgTableWithColumns<any>;
type Row<T extends AnyTable> = T["$inferSelect"];
type Insert<T extends AnyTable> = T["$inferInsert"];

/** What a write hook may use: the open transaction (the audit row joins it) and the caller. */
export type WriteContext = { tx: Tx; admin: Admin };

/**
 * One back-office resource of the REST dialect (ra-data-simple-rest). The framework does the rest:
 * paging, sorting, filters, getMany, role checks from ADMIN_ACCESS, the audit log, error answers.
 */
export type ResourceDef<T extends AnyTable, C extends AnySchema, U extends AnySchema> = {
  /** The URL segment, also the key of its row in ADMIN_ACCESS. */
  name: AdminResource;
  /** Its table; the primary key column must be `id` (serial). */
  table: T;
  /** Fields the list may be sorted by (a column, or an expression such as "pending first"); any other answers 400. */
  sortable: Record<string, AnyColumn | SQL>;
  /** Filter keys and the condition each adds (see filters.ts); `id` (getMany) is built in. */
  filters?: Record<string, (value: unknown, admin: Admin) => SQL | undefined>;
  /** Narrows every read and write to the rows this caller may see (an enterprise: its own company's). */
  scope?: (admin: Admin) => SQL | undefined;
  /** A row as this caller may see it. */
  serialize: (row: Row<T>, admin: Admin) => Record<string, unknown>;
  /**
   * Read-only figures about the listed or shown rows (a course's learners), by row id, read for the page only (never
   * for the whole table); merged into each row. Not sortable: they are no column.
   */
  figures?: (db: Conn, rows: Row<T>[]) => Promise<Map<number, Record<string, unknown>>>;
  create?: { schema: C; values: (input: v.InferOutput<C>, ctx: WriteContext) => Insert<T> | Promise<Insert<T>> };
  update?: {
    schema: U;
    values: (input: v.InferOutput<U>, ctx: WriteContext & { before: Row<T> }) => Partial<Insert<T>> | Promise<Partial<Insert<T>>>;
  };
  /** Runs in the write's transaction with the row as stored, after a create or an update (e.g. to index it for search). */
  afterWrite?: (row: Row<T>, ctx: WriteContext) => Promise<void>;
  /** Allows DELETE; `check` may refuse (throw an httpError) for a row still in use. */
  remove?: { check?: (ctx: WriteContext & { before: Row<T> }) => Promise<void> };
  /** The message for a duplicate (unique violation), e.g. 公司名称已存在. */
  conflict?: string;
};

/** Any definition, for the list the router serves (each was checked when defined). */
// biome-ignore lint/suspicious/noExplicitAny: the schemas differ per resource
export type AnyResource = ResourceDef<AnyTable, any, any>;

export function defineResource<T extends AnyTable, C extends AnySchema = never, U extends AnySchema = never>(
  def: ResourceDef<T, C, U>,
): AnyResource {
  return def as unknown as AnyResource;
}
