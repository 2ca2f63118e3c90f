import { describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { parseFileSync } from "@swc/core";
import { Glob } from "bun";

/**
 * A react-admin list given no exporter gets react-admin's default, which writes cells unescaped (a name "=1+2" reaches
 * the operator's spreadsheet as a formula). So every list names its exporter: csvExporter (admin/components) or false.
 */
const root = resolve(import.meta.dir, "../..");
const LISTS = new Set(["List", "InfiniteList"]);

type Node = Record<string, unknown> & { type?: string };

function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (value && typeof value === "object") {
    yield value as Node;
    for (const child of Object.values(value)) yield* nodes(child);
  }
}

/** The react-admin lists a file renders, each with whether it names an exporter. */
function listsIn(file: string) {
  const ast = parseFileSync(resolve(root, file), { syntax: "typescript", tsx: true });
  const names = new Set<string>();
  for (const node of ast.body) {
    if (node.type !== "ImportDeclaration" || node.source.value !== "react-admin") continue;
    for (const s of node.specifiers) {
      if (s.type === "ImportSpecifier" && LISTS.has(s.imported?.value ?? s.local.value)) names.add(s.local.value);
    }
  }
  return [...nodes(ast)]
    .filter((n) => n.type === "JSXOpeningElement")
    .filter((n) => {
      const name = n.name as Node;
      return name.type === "Identifier" && names.has(name.value as string);
    })
    .map((n) => ({
      file,
      exporter: (n.attributes as Node[]).some((a) => a.type === "JSXAttribute" && (a.name as Node).value === "exporter"),
    }));
}

const lists = [...new Glob("admin/**/*.tsx").scanSync(root)].sort().flatMap(listsIn);

describe("back-office lists", () => {
  test("each names its exporter, so none falls back to react-admin's unescaped default", () => {
    expect(lists.filter((l) => !l.exporter).map((l) => l.file)).toEqual([]);
  });

  test("are all found: the users list among them, MUI's List (the invite import's refused lines) not", () => {
    const files = lists.map((l) => l.file);
    expect(files).toContain("admin/resources/users/user-list.tsx");
    expect(files).not.toContain("admin/resources/trainings/invite-import.tsx");
    expect(lists.length).toBeGreaterThan(30);
  });
});
