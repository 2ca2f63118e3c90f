import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { pgErrorCode } from "@/db/pg-error";
import { ADMIN_MSG, mayAccess } from "../contract/admin";
import type { Deps } from "../deps";
import { type AuditAction, recordAudit } from "./audit";
import { intOf } from "./filters";
import { type Admin, type AdminEnv, auditActor } from "./identity";
import { readInput } from "./input";
import { MAX_PAGE, parseListQuery } from "./list-query";
import type { AnyResource } from "./resource";

type Row = Record<string, unknown>;

function parseId(raw: string) {
  if (!/^\d{1,9}$/.test(raw)) throw httpError(404, ADMIN_MSG.notFound);
  return Number(raw);
}

/** getMany's `{"id": [1, 2]}` (or a single id). */
function idFilter(def: AnyResource, value: unknown): SQL | undefined {
  if (value === undefined) return undefined;
  const given = Array.isArray(value) ? value : [value];
  if (given.length > MAX_PAGE) throw httpError(400, "筛选条件无效");
  return given.length ? inArray(def.table.id, given.map(intOf)) : sql`false`;
}

function listConditions(def: AnyResource, admin: Admin, filter: Record<string, unknown>) {
  const conditions: (SQL | undefined)[] = [def.scope?.(admin)];
  for (const [key, value] of Object.entries(filter)) {
    if (key === "id") conditions.push(idFilter(def, value));
    else if (def.filters && Object.hasOwn(def.filters, key)) conditions.push(def.filters[key](value, admin));
    else throw httpError(400, `不支持的筛选条件: ${key}`);
  }
  return and(...conditions);
}

/** Names a failed write's database refusal in words the operator understands. */
function translateWriteError(def: AnyResource, action: AuditAction, err: unknown): never {
  const code = pgErrorCode(err);
  if (code === "23505") throw httpError(409, def.conflict ?? "记录已存在，不能重复");
  if (code === "23503") {
    throw action === "delete" ? httpError(409, "该记录仍被其他数据使用，不能删除") : httpError(400, "关联的记录不存在");
  }
  throw err;
}

/** The REST dialect of ra-data-simple-rest over the registered resources. */
export function restRoutes(deps: Deps, resources: AnyResource[]) {
  const byName = new Map(resources.map((r) => [r.name as string, r]));
  const app = new Hono<AdminEnv>();

  function resourceOf(c: Context<AdminEnv>, mode: "read" | "write") {
    const def = byName.get(c.req.param("resource") ?? "");
    if (!def) throw httpError(404, "接口不存在");
    if (!mayAccess(c.var.admin.roles, def.name, mode)) throw httpError(403, ADMIN_MSG.forbidden);
    return def;
  }

  /** Runs a write in one transaction with its audit row; `change` answers the row before and after. */
  async function write(
    c: Context<AdminEnv>,
    def: AnyResource,
    action: AuditAction,
    change: (tx: Tx) => Promise<{ before: Row | null; after: Row | null }>,
  ) {
    const admin = c.var.admin;
    try {
      return await deps.db.transaction(async (tx) => {
        const { before, after } = await change(tx);
        const recordId = (after ?? before)?.id as number;
        await recordAudit(tx, { actor: auditActor(admin), action, resource: def.name, recordId, before, after });
        return def.serialize((after ?? before) as never, admin);
      });
    } catch (err) {
      return translateWriteError(def, action, err);
    }
  }

  /** The rows as this caller sees them, with the resource's figures when it has any. */
  async function withFigures(def: AnyResource, rows: Row[], admin: Admin) {
    const figures = await def.figures?.(deps.db, rows, admin);
    return rows.map((row) => ({ ...def.serialize(row, admin), ...figures?.get(row.id as number) }));
  }

  async function lockRow(tx: Tx, def: AnyResource, admin: Admin, id: number) {
    const [row] = await tx
      .select()
      .from(def.table)
      .where(and(eq(def.table.id, id), def.scope?.(admin)))
      .for("update");
    if (!row) throw httpError(404, ADMIN_MSG.notFound);
    return row as Row;
  }

  app.get("/:resource", async (c) => {
    const def = resourceOf(c, "read");
    const admin = c.var.admin;
    const query = parseListQuery(c.req.query());
    const sortField = query.sort?.field ?? "id";
    const sortColumn = sortField === "id" ? def.table.id : Object.hasOwn(def.sortable, sortField) ? def.sortable[sortField] : undefined;
    if (!sortColumn) throw httpError(400, `不支持按 ${sortField} 排序`);
    const where = listConditions(def, admin, query.filter);
    const from = query.range?.from ?? 0;
    const limit = query.range ? query.range.to - query.range.from + 1 : MAX_PAGE;
    const order = query.sort?.order === "ASC" ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      deps.db.select().from(def.table).where(where).orderBy(order(sortColumn), order(def.table.id)).limit(limit).offset(from),
      deps.db.select({ total: count() }).from(def.table).where(where),
    ]);
    const span = rows.length ? `${from}-${from + rows.length - 1}` : "*";
    c.header("Content-Range", `${def.name} ${span}/${total}`);
    c.header("Access-Control-Expose-Headers", "Content-Range");
    return c.json(await withFigures(def, rows, admin));
  });

  app.get("/:resource/:id", async (c) => {
    const def = resourceOf(c, "read");
    const admin = c.var.admin;
    const [row] = await deps.db
      .select()
      .from(def.table)
      .where(and(eq(def.table.id, parseId(c.req.param("id"))), def.scope?.(admin)));
    if (!row) throw httpError(404, ADMIN_MSG.notFound);
    const [record] = await withFigures(def, [row], admin);
    return c.json(record);
  });

  app.post("/:resource", async (c) => {
    const def = resourceOf(c, "write");
    if (!def.create) throw httpError(405, "不支持该操作");
    const { schema, values } = def.create;
    const input = await readInput(c, schema);
    const record = await write(c, def, "create", async (tx) => {
      const ctx = { tx, admin: c.var.admin, env: deps.env };
      const [after] = await tx
        .insert(def.table)
        .values(await values(input, ctx))
        .returning();
      await def.afterWrite?.(after, ctx);
      return { before: null, after: after as Row };
    });
    return c.json(record, 201);
  });

  app.put("/:resource/:id", async (c) => {
    const def = resourceOf(c, "write");
    if (!def.update) throw httpError(405, "不支持该操作");
    const { schema, values } = def.update;
    const id = parseId(c.req.param("id"));
    const input = await readInput(c, schema);
    const record = await write(c, def, "update", async (tx) => {
      const admin = c.var.admin;
      const before = await lockRow(tx, def, admin, id);
      const set = await values(input, { tx, admin, env: deps.env, before });
      const [after] = await tx.update(def.table).set(set).where(eq(def.table.id, id)).returning();
      await def.afterWrite?.(after, { tx, admin, env: deps.env });
      return { before, after: after as Row };
    });
    return c.json(record);
  });

  app.delete("/:resource/:id", async (c) => {
    const def = resourceOf(c, "write");
    if (!def.remove) throw httpError(405, "不支持该操作");
    const { check } = def.remove;
    const id = parseId(c.req.param("id"));
    const record = await write(c, def, "delete", async (tx) => {
      const admin = c.var.admin;
      const before = await lockRow(tx, def, admin, id);
      await check?.({ tx, admin, env: deps.env, before });
      await tx.delete(def.table).where(eq(def.table.id, id));
      return { before, after: null };
    });
    return c.json(record);
  });

  return app;
}
