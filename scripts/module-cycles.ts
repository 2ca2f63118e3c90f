/**
 * `bun run lint`'s module-level cycle rule (docs/decisions/0045): dependency-cruiser's own cycle rule sees files, so two
 * feature folders that import each other through different files pass it. This collapses every api/modules/<feature>
 * folder to one node (product code only) and fails on any strongly connected group of two or more features.
 */
const MODULE = /^api\/modules\/([^/]+)\//;

type Cruised = { modules: { source: string; dependencies: { resolved: string }[] }[] };

/** Tarjan's strongly connected components of two or more nodes: the groups of features that import each other. */
export function moduleCycles(graph: Map<string, Set<string>>) {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The feature graph of the product code under api/modules, as dependency-cruiser reads it. */
function featureGraph() {
  const run = Bun.spawnSync(
    [
      "depcruise",
      "api",
      "--config",
      ".dependency-cruiser.cjs",
      "--exclude",
      "(/tests/|\\.test\\.ts$|^node_modules|^dist)",
      "--output-type",
      "json",
    ],
    { cwd: `${import.meta.dir}/..`, stderr: "inherit" },
  );
  const cruised = JSON.parse(run.stdout.toString()) as Cruised;

  const edges = new Map<string, Set<string>>();
  for (const m of cruised.modules) {
    const from = MODULE.exec(m.source)?.[1];
    if (!from) continue;
    const to = edges.get(from) ?? new Set<string>();
    edges.set(from, to);
    for (const d of m.dependencies) {
      const target = MODULE.exec(d.resolved)?.[1];
      if (target && target !== from) to.add(target);
    }
  }

  return edges;
}

if (import.meta.main) {
  const edges = featureGraph();
  const cycles = moduleCycles(edges);
  for (const group of cycles) {
    const links = group.flatMap((a) => group.filter((b) => edges.get(a)?.has(b)).map((b) => `${a} → ${b}`));
    console.error(`  error no-module-cycle: api/modules/{${group.join(",")}} import each other (${links.join(", ")})`);
  }
  if (cycles.length) {
    console.error(`\nx ${cycles.length} module cycle(s): a feature folder may depend on another only one way round.`);
    process.exit(1);
  }
  console.log(`✔ no module cycles (${edges.size} feature folders)`);
}
