import { describe, expect, test } from "bun:test";
import { moduleCycles } from "@/scripts/module-cycles";
import { drizzleValueImports } from "@/scripts/sql-in-queries";

describe("sql-lives-in-queries", () => {
  test("a value import of drizzle is SQL built in place", () => {
    expect(drizzleValueImports("a.ts", 'import { eq, type SQL } from "drizzle-orm";')).toEqual(["drizzle-orm"]);
    expect(drizzleValueImports("a.ts", 'import { pgTable } from "drizzle-orm/pg-core";')).toEqual(["drizzle-orm/pg-core"]);
    expect(drizzleValueImports("a.ts", 'export { sql } from "drizzle-orm";')).toEqual(["drizzle-orm"]);
  });

  test("type-only imports and other packages are fine", () => {
    const source = 'import type { SQL } from "drizzle-orm";\nimport { type AnyColumn } from "drizzle-orm";\nimport { Hono } from "hono";';
    expect(drizzleValueImports("a.ts", source)).toEqual([]);
  });
});

describe("no-module-cycle", () => {
  const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));

  test("two folders importing each other, or a ring, are one cycle each", () => {
    expect(moduleCycles(graph({ account: ["partner-login"], "partner-login": ["account"], shop: [] }))).toEqual([
      ["account", "partner-login"],
    ]);
    expect(moduleCycles(graph({ a: ["b"], b: ["c"], c: ["a"] }))).toEqual([["a", "b", "c"]]);
  });

  test("a one-way graph has none", () => {
    expect(moduleCycles(graph({ zhaopin: ["account", "company"], company: ["account"], account: [] }))).toEqual([]);
  });
});
