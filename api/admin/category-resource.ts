import type { AnyColumn } from "drizzle-orm";
import type { PgTableWithColumns } from "drizzle-orm/pg-core";
import type * as v from "valibot";
import type { AdminResource, CategoryRow } from "../contract/admin";
import { search } from "./filters";
import { refuseWhileUsed } from "./in-use";
import { defineResource } from "./resource";

// biome-ignore lint/suspicious/noExplicitAny: any table that has a name and a sort column
type CategoryTable = PgTableWithColumns<any> & {
  name: AnyColumn;
  sort: AnyColumn;
  $inferSelect: { id: number; name: string; sort: number };
};

/**
 * A feature's list of named, ordered categories (help, live sessions): searched by name, unique names, and kept
 * while anything still files under one (`usedBy`, with the refusal naming how many).
 */
export function categoryResource<T extends CategoryTable, S extends v.GenericSchema<unknown, { name: string; sort: number }>>(def: {
  name: AdminResource;
  table: T;
  schema: S;
  usedBy: AnyColumn;
  inUse: (count: number) => string;
}) {
  const { table, schema } = def;
  return defineResource<CategoryRow>()({
    name: def.name,
    table,
    sortable: { name: table.name, sort: table.sort },
    filters: { q: search(table.name) },
    serialize: (c) => ({ id: c.id, name: c.name, sort: c.sort }),
    create: { schema, values: (input) => input },
    update: { schema, values: (input) => input },
    remove: { check: refuseWhileUsed(def.usedBy, def.inUse) },
    conflict: "分类名称已存在",
  });
}
