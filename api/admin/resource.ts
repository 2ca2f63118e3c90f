import type { AnyColumn, SQL } from "drizzle-orm";
import type { PgTableWithColumns } from "drizzle-orm/pg-core";
import type * as v from "valibot";
import type { Conn, Tx } from "@/db/client";
import type { AdminResource } from "../contract/admin";
import type { Env } from "../env";
import type { Admin } from "./identity";

type AnySchema = v.GenericSchema<unknown, unknown> | v.GenericSchemaAsync<unknown, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: any table at all; each definition is checked against its own table
type AnyTable = PgTableWithColumns<any>;
type Row<T extends AnyTable> = T["$inferSelect"];
type Insert<T extends AnyTable> = T["$inferInsert"];

/**
 * What `serialize` may hand over for a row field: the field's own type, or a Date where the row declares a string
 * (JSON sends a Date as its ISO text).
 */
export type Serialized<R> = { [K in keyof R]: R[K] | (string extends R[K] ? Date : never) };

/** What a write hook may use: the open transaction (the audit row joins it) and the caller. */
/** What a write's hooks get: the transaction, who writes, and the settings (an allowed-site list, say). */
export type WriteContext = { tx: Tx; admin: Admin; env: Env };

/**
 * One back-office resource of the REST dialect (ra-data-simple-rest). The framework does the rest:
 * paging, sorting, filters, getMany, role checks from ADMIN_ACCESS, the audit log, error answers.
 */
export type ResourceDef<T extends AnyTable, C extends AnySchema, U extends AnySchema, Out, F extends Partial<Out>> = {
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
  /** A row as this caller may see it: the declared row but for its figures (a write answers just this). */
  serialize: (row: Row<T>, admin: Admin) => Serialized<Omit<Out, keyof F>>;
  /**
   * Read-only figures about the listed or shown rows (a course's learners), by row id, read for the page only (never
   * for the whole table); merged into each row. Not sortable: they are no column.
   */
  figures?: (db: Conn, rows: Row<T>[], admin: Admin) => Promise<Map<number, F>>;
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
// biome-ignore lint/suspicious/noExplicitAny: the schemas and rows differ per resource
export type AnyResource = ResourceDef<AnyTable, any, any, any, any>;

/**
 * `defineResource<ApplicationRow>()({...})`: the row type, declared once in the feature's `api/contract/*-admin.ts`
 * (the react-admin screens read the same type), is what `serialize` and `figures` must together produce.
 */
export function defineResource<Out extends object>() {
  return <T extends AnyTable, F extends Partial<Out> = Record<never, never>, C extends AnySchema = never, U extends AnySchema = never>(
    def: ResourceDef<T, C, U, Out, F>,
  ): AnyResource => def as unknown as AnyResource;
}

/** A form stored as sent, created and edited with one schema: `...storedAsSent(BannerFormSchema)`. */
export function storedAsSent<S extends AnySchema>(schema: S) {
  const values = (input: v.InferOutput<S>) => input;
  return { create: { schema, values }, update: { schema, values } };
}
