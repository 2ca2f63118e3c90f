import { Glob } from "bun";
import { parseSync } from "oxc-parser";

/**
 * `bun run lint`'s rule that SQL lives in queries files (docs/decisions/0045): inside api/modules only a file named
 * `queries.ts` may import drizzle-orm for its values (builders, `sql`, operators). Type-only imports are fine anywhere.
 * dependency-cruiser cannot tell the two apart here (it reads TypeScript through SWC, which keeps no import kind).
 */
type Specifier = { importKind?: string };
type Statement = { type: string; importKind?: string; exportKind?: string; source?: { value: string } | null; specifiers?: Specifier[] };

/** The drizzle-orm modules a file imports values from (a side-effect import counts). */
export function drizzleValueImports(path: string, source: string) {
  const { program, errors } = parseSync(path, source);
  if (errors.length) throw new Error(`${path}: ${errors[0]?.message}`);
  const found: string[] = [];
  for (const s of program.body as Statement[]) {
    const from = s.source?.value;
    if (!from || (from !== "drizzle-orm" && !from.startsWith("drizzle-orm/"))) continue;
    if (s.type === "ImportDeclaration") {
      if (s.importKind === "type") continue;
      const specifiers = s.specifiers ?? [];
      if (specifiers.length && specifiers.every((x) => x.importKind === "type")) continue;
      found.push(from);
    } else if (s.exportKind !== "type") found.push(from);
  }
  return found;
}

if (import.meta.main) {
  const root = `${import.meta.dir}/..`;
  const broken: string[] = [];
  for await (const path of new Glob("api/modules/**/*.{ts,tsx}").scan(root)) {
    if (path.includes("/tests/") || path.endsWith("/queries.ts")) continue;
    for (const from of drizzleValueImports(path, await Bun.file(`${root}/${path}`).text()))
      broken.push(`  error sql-lives-in-queries: ${path} → ${from}`);
  }
  if (broken.length) {
    console.error(broken.sort().join("\n"));
    console.error(`\nx ${broken.length} module file(s) build SQL outside a queries.ts: move the query there and call it.`);
    process.exit(1);
  }
  console.log("✔ SQL only in queries.ts files");
}
